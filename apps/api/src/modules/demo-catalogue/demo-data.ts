import { turnaroundWorkingDays, type LabService, type RestorationKind } from '@idl/api-contract';

/** The demo catalogue of a dental shop: categories, brands and products (prices in dollars). */

export const demoCategories: { name: string; children: string[] }[] = [
  {
    name: 'Oral hygiene',
    children: ['Interdental brushes', 'Dental floss', 'Dental picks', 'Water flossers'],
  },
  { name: 'Lab services', children: ['Crowns', 'Bridges', 'Veneers', 'Implant restorations'] },
];

export const demoBrands = [
  {
    name: 'GapGuard',
    description: 'Interdental brushes and picks designed with dental hygienists.',
    hue: 200,
  },
  { name: 'SilkLine', description: 'Floss and tape for tight contacts and sensitive gums.', hue: 320 },
  { name: 'AquaJet', description: 'Water flossers and irrigators for home care.', hue: 180 },
  {
    name: 'Interdental Lab',
    description: 'Our own dental laboratory: crowns, bridges, veneers and implant work.',
    hue: 30,
  },
];

export interface DemoProduct {
  name: string;
  description: string;
  price: number;
  stock: number;
  category: string;
  brand: string;
  kind: 'brush' | 'floss' | 'pick' | 'irrigator' | 'crown';
  options?: { dimension: 'size' | 'colour'; values: [string, number][] };
  /** A lab service, ordered by dentist offices as a case. */
  labService?: LabService;
}

const brushSizes = (stocks: number[]): [string, number][] =>
  ['XXS 0.4 mm', 'XS 0.5 mm', 'S 0.6 mm', 'M 0.7 mm', 'L 0.8 mm'].map((size, i) => [size, stocks[i] ?? 0]);

const brush = (name: string, price: number, stocks: number[], description: string): DemoProduct => ({
  name,
  description,
  price,
  stock: 0,
  category: 'Interdental brushes',
  brand: 'GapGuard',
  kind: 'brush',
  options: { dimension: 'size', values: brushSizes(stocks) },
});
const simple = (
  name: string,
  price: number,
  stock: number,
  category: string,
  brand: string,
  kind: DemoProduct['kind'],
  description: string,
): DemoProduct => ({ name, price, stock, category, brand, kind, description });
/** The restoration a lab service of the demo makes, by its category. */
const restorationOf: Readonly<Record<string, RestorationKind>> = {
  Crowns: 'crown',
  Bridges: 'bridge',
  Veneers: 'veneer',
  'Implant restorations': 'implant_crown',
};
/** A lab service, with the lab's usual turnaround for its restoration unless it says otherwise. */
const lab = (name: string, price: number, category: string, description: string, turnaround?: number) => {
  const kind = /bridge/i.test(name) ? 'bridge' : restorationOf[category]!;
  return {
    ...simple(name, price, 999, category, 'Interdental Lab', 'crown', description),
    labService: { kind, turnaroundWorkingDays: turnaround ?? turnaroundWorkingDays[kind] },
  };
};
/** Made by the lab but not (yet) ordered as a case: sold like any product. */
const labProduct = (name: string, price: number, category: string, description: string) =>
  simple(name, price, 999, category, 'Interdental Lab', 'crown', description);

export const demoProducts: DemoProduct[] = [
  brush(
    'Interdental Brush Original (6 pack)',
    6.49,
    [40, 55, 60, 35, 20],
    'Cylindrical brushes with a plastic-coated wire for daily cleaning between teeth.',
  ),
  brush(
    'Interdental Brush Extra Soft (8 pack)',
    7.99,
    [25, 30, 0, 18, 9],
    'Extra-soft filaments for sensitive gums and around implants.',
  ),
  brush(
    'Interdental Brush Angle (6 pack)',
    8.49,
    [0, 12, 14, 10, 0],
    'Angled head to reach the back teeth from the front.',
  ),
  brush(
    'Interdental Brush Long Handle (4 pack)',
    5.99,
    [0, 0, 0, 0, 0],
    'Long handle for a firm grip; temporarily out of stock.',
  ),
  brush(
    'Conical Interdental Brush (6 pack)',
    6.99,
    [15, 22, 19, 11, 6],
    'Tapered tip for gaps of different widths.',
  ),
  simple(
    'Interdental Brush Starter Kit',
    12.9,
    34,
    'Interdental brushes',
    'GapGuard',
    'brush',
    'One brush of every size and a travel case: find your size.',
  ),
  simple(
    'Implant Care Brush',
    9.5,
    16,
    'Interdental brushes',
    'GapGuard',
    'brush',
    'Soft tufted brush for implant abutments and bridges.',
  ),
  simple(
    'Orthodontic Interdental Brushes',
    7.25,
    0,
    'Interdental brushes',
    'GapGuard',
    'brush',
    'For cleaning around brackets and wires.',
  ),
  {
    ...simple(
      'Waxed Dental Floss Mint 50 m',
      3.49,
      0,
      'Dental floss',
      'SilkLine',
      'floss',
      'Gently waxed floss with a fresh mint flavour.',
    ),
    options: {
      dimension: 'colour',
      values: [
        ['Mint green', 80],
        ['Ice blue', 45],
        ['Natural white', 0],
      ],
    },
  },
  simple(
    'Unwaxed Dental Floss 50 m',
    2.99,
    64,
    'Dental floss',
    'SilkLine',
    'floss',
    'Thin unwaxed floss that squeaks when teeth are clean.',
  ),
  simple(
    'Expanding Floss 40 m',
    4.79,
    28,
    'Dental floss',
    'SilkLine',
    'floss',
    'Expands on contact with saliva for wider gaps.',
  ),
  simple(
    'Dental Tape Wide 30 m',
    3.99,
    0,
    'Dental floss',
    'SilkLine',
    'floss',
    'Flat tape that glides through tight contacts without shredding.',
  ),
  simple(
    'Super Floss Bridge & Implant (50 strands)',
    6.5,
    22,
    'Dental floss',
    'SilkLine',
    'floss',
    'Stiff end, spongy middle and regular floss in one strand.',
  ),
  simple('PTFE Floss 35 m', 4.25, 41, 'Dental floss', 'SilkLine', 'floss', 'Shred-resistant PTFE floss.'),
  simple(
    'Charcoal Floss 30 m',
    4.49,
    17,
    'Dental floss',
    'SilkLine',
    'floss',
    'Activated charcoal coating and a light coconut flavour.',
  ),
  simple(
    'Floss Picks (90 pack)',
    3.79,
    120,
    'Dental picks',
    'SilkLine',
    'pick',
    'Ready-to-use floss on a handle.',
  ),
  simple(
    'Rubber Interdental Picks (40 pack)',
    4.99,
    75,
    'Dental picks',
    'GapGuard',
    'pick',
    'Soft rubber bristles, metal-free.',
  ),
  simple(
    'Wooden Dental Picks (100 pack)',
    2.49,
    0,
    'Dental picks',
    'GapGuard',
    'pick',
    'Triangular birch picks that fit the gum line.',
  ),
  {
    ...simple(
      'Soft Picks Advanced (30 pack)',
      5.49,
      0,
      'Dental picks',
      'GapGuard',
      'pick',
      'Curved picks for the back teeth.',
    ),
    options: {
      dimension: 'size',
      values: [
        ['Small', 33],
        ['Medium', 21],
        ['Large', 9],
      ],
    },
  },
  simple('Travel Pick Set', 3.29, 48, 'Dental picks', 'GapGuard', 'pick', 'Six picks in a pocket case.'),
  {
    ...simple(
      'Cordless Water Flosser',
      59.99,
      0,
      'Water flossers',
      'AquaJet',
      'irrigator',
      'Rechargeable irrigator with three pressure levels.',
    ),
    options: {
      dimension: 'colour',
      values: [
        ['White', 14],
        ['Black', 8],
        ['Rose', 0],
      ],
    },
  },
  simple(
    'Countertop Water Flosser',
    79.0,
    9,
    'Water flossers',
    'AquaJet',
    'irrigator',
    'Ten pressure settings and a 600 ml reservoir.',
  ),
  simple(
    'Travel Water Flosser',
    44.5,
    0,
    'Water flossers',
    'AquaJet',
    'irrigator',
    'Collapsible reservoir for travel.',
  ),
  simple(
    'Water Flosser Replacement Tips (4 pack)',
    14.99,
    52,
    'Water flossers',
    'AquaJet',
    'irrigator',
    'Classic jet tips; replace every three months.',
  ),
  simple(
    'Orthodontic Flosser Tips (2 pack)',
    11.99,
    19,
    'Water flossers',
    'AquaJet',
    'irrigator',
    'Tapered brush tips for braces.',
  ),
  simple(
    'Periodontal Irrigator',
    119.0,
    4,
    'Water flossers',
    'AquaJet',
    'irrigator',
    'Soft rubber tip delivers water or rinse below the gum line.',
  ),
  lab(
    'Zirconia Crown (monolithic)',
    189.0,
    'Crowns',
    'High-strength monolithic zirconia for molars; 5 working days.',
    5,
  ),
  lab(
    'Zirconia Crown (layered)',
    229.0,
    'Crowns',
    'Zirconia core with layered porcelain for natural anteriors.',
  ),
  lab(
    'Emax Crown (lithium disilicate)',
    249.99,
    'Crowns',
    'Pressed lithium disilicate for lifelike translucency.',
  ),
  lab(
    'PFM Crown (porcelain fused to metal)',
    159.0,
    'Crowns',
    'Proven metal-ceramic crown on a non-precious alloy.',
  ),
  lab('Full Cast Gold Crown', 396.84, 'Crowns', 'Yellow high-noble alloy crown.'),
  lab('Temporary PMMA Crown', 49.0, 'Crowns', 'Milled PMMA provisional crown.'),
  lab('Zirconia Bridge (3 units)', 549.0, 'Bridges', 'Monolithic zirconia bridge, price for three units.'),
  lab('Emax Bridge (3 units)', 689.0, 'Bridges', 'Lithium disilicate bridge for the front region.'),
  lab('Maryland Bridge', 329.0, 'Bridges', 'Resin-bonded bridge with minimal preparation.'),
  lab('PFM Bridge (3 units)', 459.0, 'Bridges', 'Metal-ceramic bridge, price for three units.'),
  lab('Emax Veneer', 279.0, 'Veneers', 'Pressed lithium disilicate veneer, 0.3 to 0.7 mm.'),
  lab(
    'Feldspathic Porcelain Veneer',
    329.0,
    'Veneers',
    'Hand-layered feldspathic porcelain for maximum aesthetics.',
  ),
  lab('Composite Veneer Mock-up', 89.0, 'Veneers', 'Try-in mock-up from a digital wax-up.'),
  lab(
    'Implant Crown on Ti-Base (zirconia)',
    449.0,
    'Implant restorations',
    'Screw-retained zirconia crown bonded to a titanium base.',
  ),
  lab(
    'Custom Titanium Abutment',
    289.0,
    'Implant restorations',
    'CAD/CAM titanium abutment for your implant system.',
  ),
  lab(
    'Implant Bridge (4 units)',
    928.41,
    'Implant restorations',
    'Screw-retained zirconia bridge on two implants.',
  ),
  labProduct('Surgical Guide', 199.0, 'Implant restorations', 'Printed guide from CBCT and scan data.'),
  {
    ...labProduct(
      'Night Guard (hard acrylic)',
      129.0,
      'Implant restorations',
      'Hard acrylic guard against bruxism.',
    ),
    category: 'Lab services',
  },
];
