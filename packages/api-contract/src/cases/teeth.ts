/**
 * Teeth as US dentists number them (Universal numbering) and the spans a restoration may cover.
 * The server checks a prescription with these rules and the tooth chart shows the same messages.
 *
 * Universal numbers run 1 to 16 along the upper arch from the patient's right to their left, then
 * 17 to 32 along the lower arch from the patient's left to their right. On a chart seen from the
 * front the upper row reads 1..16 left to right and the lower row 32..17 left to right.
 */

export const FIRST_TOOTH = 1;
export const LAST_TOOTH = 32;
/** The last tooth of the upper arch: 16 and 17 are neighbours in number, not in the mouth. */
export const LAST_UPPER_TOOTH = 16;

export const arches = ['upper', 'lower'] as const;
export type Arch = (typeof arches)[number];

/** Whether a number names a tooth (an integer from 1 to 32). */
export function isTooth(value: number): boolean {
  return Number.isInteger(value) && value >= FIRST_TOOTH && value <= LAST_TOOTH;
}

/** The arch a tooth sits in: 1-16 upper, 17-32 lower. */
export function archOf(tooth: number): Arch {
  return tooth <= LAST_UPPER_TOOTH ? 'upper' : 'lower';
}

/** What a restoration is: one tooth each, except a bridge, which joins neighbouring teeth. */
export const restorationKinds = ['crown', 'veneer', 'inlay_onlay', 'implant_crown', 'bridge'] as const;
export type RestorationKind = (typeof restorationKinds)[number];

export const restorationKindLabels: Readonly<Record<RestorationKind, string>> = {
  crown: 'Crown',
  veneer: 'Veneer',
  inlay_onlay: 'Inlay or onlay',
  implant_crown: 'Implant crown',
  bridge: 'Bridge',
};

/** A bridge needs a tooth at each end: two abutments, or an abutment and a cantilevered pontic. */
export const MIN_BRIDGE_TEETH = 2;

/** '3', '3 and 4', '3, 4 and 6': teeth as a sentence lists them. */
export function listTeeth(teeth: readonly number[]): string {
  if (teeth.length <= 1) return teeth.join('');
  return `${teeth.slice(0, -1).join(', ')} and ${teeth[teeth.length - 1]}`;
}

/**
 * What is wrong with the teeth chosen for a restoration, as messages for the dentist; none when
 * the span is right. Teeth may be chosen in any order. A single-tooth restoration takes exactly
 * one tooth; a bridge 2 or more teeth in a row in one arch (never across 16|17 nor 32|1).
 */
export function validateSpan(teeth: readonly number[], kind: RestorationKind): string[] {
  if (teeth.length === 0) {
    return [kind === 'bridge' ? 'Choose the teeth the bridge joins.' : 'Choose the tooth to restore.'];
  }
  const problems: string[] = [];
  for (const tooth of new Set(teeth.filter((tooth) => !isTooth(tooth)))) {
    problems.push(`Tooth ${tooth} does not exist: use Universal numbers ${FIRST_TOOTH} to ${LAST_TOOTH}.`);
  }
  const repeated = new Set(teeth.filter((tooth, index) => teeth.indexOf(tooth) !== index));
  for (const tooth of repeated) {
    if (isTooth(tooth)) problems.push(`Tooth ${tooth} is chosen more than once: choose each tooth once.`);
  }
  if (problems.length > 0) return problems;

  const sorted = [...teeth].sort((a, b) => a - b);
  if (kind !== 'bridge') {
    if (sorted.length === 1) return [];
    const name = restorationKindLabels[kind].toLowerCase();
    const article = /^[aeiou]/.test(name) ? 'An' : 'A';
    return [
      `${article} ${name} restores one tooth: choose one of ${listTeeth(sorted)}, or a bridge to join teeth.`,
    ];
  }
  if (sorted.length < MIN_BRIDGE_TEETH) {
    return [
      `A bridge joins ${MIN_BRIDGE_TEETH} or more teeth next to each other: tooth ${sorted[0]} is alone.`,
    ];
  }
  const upper = sorted.filter((tooth) => archOf(tooth) === 'upper');
  const lower = sorted.filter((tooth) => archOf(tooth) === 'lower');
  if (upper.length > 0 && lower.length > 0) {
    return [
      `A bridge stays in one arch: ${listTeeth(upper)} ${upper.length === 1 ? 'is' : 'are'} upper, ` +
        `${listTeeth(lower)} ${lower.length === 1 ? 'is' : 'are'} lower.`,
    ];
  }
  const inARow = sorted.every((tooth, index) => index === 0 || tooth === sorted[index - 1]! + 1);
  if (!inARow) {
    return [`A bridge joins teeth next to each other in one arch: ${listTeeth(sorted)} are not.`];
  }
  return [];
}
