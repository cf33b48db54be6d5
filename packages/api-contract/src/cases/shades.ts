import { z } from 'zod';

/** VITA classical shade guide, in the guide's order. */
export const vitaClassicalShades = [
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

/** VITA Toothguide 3D-Master, lightness group 0 (bleached) to 5, in the guide's order. */
export const vita3dMasterShades = [
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

export const shadeSystems = ['vita_classical', 'vita_3d_master'] as const;
export type ShadeSystem = (typeof shadeSystems)[number];

export const shadeSystemLabels: Readonly<Record<ShadeSystem, string>> = {
  vita_classical: 'VITA classical',
  vita_3d_master: 'VITA 3D-Master',
};

export const shadesBySystem: Readonly<Record<ShadeSystem, readonly string[]>> = {
  vita_classical: vitaClassicalShades,
  vita_3d_master: vita3dMasterShades,
};

const shadeRanges: Readonly<Record<ShadeSystem, string>> = {
  vita_classical: 'A1 to D4',
  vita_3d_master: '0M1 to 5M3',
};

/** Why a shade is not one of its system's, for the dentist; undefined when it is. */
export function shadeProblem(system: ShadeSystem, shade: string): string | undefined {
  if (shadesBySystem[system].includes(shade)) return undefined;
  const label = shadeSystemLabels[system];
  return `${shade || 'An empty shade'} is not a ${label} shade: choose one from ${shadeRanges[system]}.`;
}

/**
 * A shade on one of the two guides. Shades are written as the guides print them ('A3.5',
 * '2L1.5'); what a dentist types in lower case is read in capitals.
 */
export const shadeSchema = z
  .object({
    system: z.enum(shadeSystems, 'Choose the shade guide: VITA classical or VITA 3D-Master.'),
    shade: z.string('Choose a shade.').trim().toUpperCase(),
  })
  .superRefine((value, ctx) => {
    const problem = shadeProblem(value.system, value.shade);
    if (problem) ctx.addIssue({ code: 'custom', path: ['shade'], message: problem });
  });
export type Shade = z.output<typeof shadeSchema>;
