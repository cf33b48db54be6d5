/**
 * The shade guides a prescription names, and their shades in the guides' own order. Kept here
 * until the contract's module with the same lists lands; then this file reads it.
 */
export const shadeSystems = ['classical', '3d-master'] as const;
export type ShadeSystem = (typeof shadeSystems)[number];

/** How each guide is named on screen. */
export const shadeSystemNames: Record<ShadeSystem, string> = {
  classical: 'VITA classical',
  '3d-master': 'VITA 3D-Master',
};

export const classicalShades = [
  'A1',
  'A2',
  'A3',
  'A3.5',
  'A4',
  'B1',
  'B2',
  'B3',
  'B4',
  'C1',
  'C2',
  'C3',
  'C4',
  'D2',
  'D3',
  'D4',
] as const;

export const threeDMasterShades = [
  '0M1',
  '0M2',
  '0M3',
  '1M1',
  '1M2',
  '2L1.5',
  '2L2.5',
  '2M1',
  '2M2',
  '2M3',
  '2R1.5',
  '2R2.5',
  '3L1.5',
  '3L2.5',
  '3M1',
  '3M2',
  '3M3',
  '3R1.5',
  '3R2.5',
  '4L1.5',
  '4L2.5',
  '4M1',
  '4M2',
  '4M3',
  '4R1.5',
  '4R2.5',
  '5M1',
  '5M2',
  '5M3',
] as const;

export const shadesBySystem: Record<ShadeSystem, readonly string[]> = {
  classical: classicalShades,
  '3d-master': threeDMasterShades,
};

/** A chosen shade: the guide and one of its shades. */
export interface ShadeChoice {
  system: ShadeSystem;
  shade: string;
}
