import type { LabBoardCase } from './labBoardModel';

/** A Tuesday: the board's stories count late and due today from it. */
export const boardToday = '2026-12-01';

export const caseHref = (caseId: number) => `/admin/cases/${caseId}`;

const crown = { id: 11, name: 'Full-contour zirconia crown' };
const bridge = { id: 12, name: 'Zirconia bridge' };
const implant = { id: 13, name: 'Implant Crown on Ti-Base (zirconia)' };
const veneer = { id: 14, name: 'Lithium disilicate veneer' };

const labCase = (
  id: number,
  stage: LabBoardCase['stage'],
  dueDate: string,
  more: Partial<LabBoardCase> = {},
): LabBoardCase => ({
  id,
  patientReference: `JD-${id - 1000}`,
  practiceName: 'Bright Smiles Dental',
  product: crown,
  teeth: [14],
  dueDate,
  rush: false,
  stage,
  holdQuestion: null,
  ...more,
});

/** A usual Tuesday: a dozen cases across the stages, two due today, none late. */
export const typicalDay: LabBoardCase[] = [
  labCase(2041, 'received', '2026-12-10', {
    product: bridge,
    teeth: [3, 4, 5],
    practiceName: 'Coral Gables Family Dentistry',
  }),
  labCase(2042, 'received', '2026-12-09', { patientReference: 'MK', practiceName: 'Brickell Dental Studio' }),
  labCase(2035, 'design', '2026-12-04', { product: implant, teeth: [19] }),
  labCase(2037, 'design', '2026-12-05', {
    product: veneer,
    teeth: [8],
    practiceName: 'Brickell Dental Studio',
    holdQuestion: 'Which shade, A1 or B1? The photo and the prescription do not agree.',
  }),
  labCase(2030, 'milling_printing', '2026-12-02', {
    rush: true,
    practiceName: 'Coral Gables Family Dentistry',
  }),
  labCase(2031, 'milling_printing', '2026-12-03', { product: bridge, teeth: [28, 29, 30] }),
  labCase(2026, 'finishing', '2026-12-01', {
    product: implant,
    teeth: [30],
    practiceName: 'Kendall Smile Center',
  }),
  labCase(2028, 'finishing', '2026-12-03', { teeth: [3] }),
  labCase(2024, 'quality_check', '2026-12-01', {
    product: veneer,
    teeth: [7],
    practiceName: 'Brickell Dental Studio',
  }),
  labCase(2020, 'shipped', '2026-12-02', { practiceName: 'Kendall Smile Center' }),
  labCase(2021, 'shipped', '2026-12-02', { product: bridge, teeth: [12, 13, 14] }),
];

/** Behind schedule: late cases, rushes and a late case on hold. */
export const lateAndRush: LabBoardCase[] = [
  ...typicalDay,
  labCase(2010, 'finishing', '2026-11-27', {
    product: bridge,
    teeth: [19, 20, 21],
    practiceName: 'Kendall Smile Center',
  }),
  labCase(2015, 'design', '2026-11-30', {
    rush: true,
    practiceName: 'Coral Gables Family Dentistry',
    holdQuestion: 'The scan of tooth 4 shows no distal margin: can you send a new scan?',
    teeth: [4],
  }),
  labCase(2039, 'received', '2026-12-02', { rush: true, product: implant, teeth: [9] }),
  labCase(2033, 'milling_printing', '2026-12-01', { rush: true, teeth: [2] }),
];

/** A busy week in milling: fourteen cases in one column. */
export const manyInMilling: LabBoardCase[] = [
  ...typicalDay.filter((each) => each.stage !== 'milling_printing'),
  ...Array.from({ length: 14 }, (_, index) =>
    labCase(
      2050 + index,
      'milling_printing',
      ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'][index % 4]!,
      {
        rush: index % 5 === 0,
        product: index % 3 === 0 ? bridge : crown,
        teeth: index % 3 === 0 ? [20, 21, 22] : [index + 2],
      },
    ),
  ),
];

/** Long practice and service names and a chart number as the patient. */
export const longTexts: LabBoardCase[] = [
  labCase(2060, 'design', '2026-11-30', {
    patientReference: 'CHART-2026-004211',
    practiceName: 'Bayside Family & Cosmetic Dentistry of North Miami Beach',
    product: {
      id: 15,
      name: 'Screw-retained implant bridge on multi-unit abutments, zirconia with pink gingiva',
    },
    teeth: [7, 8, 9, 10],
    rush: true,
    holdQuestion: 'Which shade should we follow?',
  }),
];
