/**
 * Controls for the props Storybook would otherwise show as a raw object editor (a "Set object"
 * button or a JSON tree): a prop typed as an object, an array, a React node or a value that may be
 * null. A designer cannot review anything in JSON, so each stories file's meta gives such a prop
 * one of these instead (the docs journey fails a docs page that still shows a raw object editor).
 */

/**
 * Fixture data (a product, an order, a list of lines, a user): no control, the prop's description
 * stays, and the stories are where a designer picks the states (long text, empty, out of stock…).
 */
export function fixtureData<Name extends string>(...names: Name[]) {
  return Object.fromEntries(names.map((name) => [name, { control: false as const }])) as Record<
    Name,
    { control: false }
  >;
}

/** Words shown as they are (a label, a title, a message): a text box instead of a JSON editor. */
export function textProps<Name extends string>(...names: Name[]) {
  return Object.fromEntries(names.map((name) => [name, { control: 'text' as const }])) as Record<
    Name,
    { control: 'text' }
  >;
}

/**
 * A choice between named fixtures ("short name", "long name", "out of stock"): a select whose
 * options are the names, each mapped to its fixture.
 */
export function fixtureChoice<Value>(fixtures: Record<string, Value>) {
  return { control: 'select' as const, options: Object.keys(fixtures), mapping: fixtures };
}
