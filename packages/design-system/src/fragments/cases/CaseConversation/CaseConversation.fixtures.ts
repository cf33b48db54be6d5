import type { CaseMessage, CasePhoto } from '@idl/api-contract';
import type { CasePhotoSrc } from './CaseConversationMessage';

const tints = ['#e8c9b8', '#d9d2c5', '#c9d8e8', '#e6dcc0'];

/** A drawn stand-in for a case photo (a tooth on a tinted ground), so stories need no server. */
export const photoSrc: CasePhotoSrc = (photo, size) => {
  const scale = size === 'thumbnail' ? 1 : 2.5;
  const width = Math.round(320 * scale);
  const height = Math.round((photo.height / photo.width) * width);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 240"><rect width="320" height="240" fill="${tints[photo.id % tints.length]}"/><path d="M120 60c20-16 60-16 80 0 14 12 14 40 6 70-6 24-10 60-22 60-10 0-10-34-24-34s-14 34-24 34c-12 0-16-36-22-60-8-30-8-58 6-70z" fill="#fbfaf6" stroke="#8a8170" stroke-width="3"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

const photo = (id: number): CasePhoto => ({ id, width: 1600, height: 1200 });

const sent: CaseMessage = {
  id: 1,
  kind: 'message',
  text: 'Crown on 8, e.max, shade A2. The prep photo is attached; the scan follows today.',
  photos: [photo(11)],
  author: { side: 'office', name: 'Dr. Maria Lopez' },
  at: '2026-11-16T14:05:00.000Z',
};

const holdQuestion: CaseMessage = {
  id: 2,
  kind: 'hold_question',
  text: 'The scan of tooth 8 shows no distal margin. Can you send a new scan, or shall we place the margin at the gum line?',
  photos: [],
  author: { side: 'lab', name: 'Carlos Vega' },
  at: '2026-11-17T15:20:00.000Z',
};

const answer: CaseMessage = {
  id: 3,
  kind: 'message',
  text: 'Place it at the gum line, please. Two more photos of the prep with retraction cord.',
  photos: [photo(12), photo(13)],
  author: { side: 'office', name: 'Dr. Maria Lopez' },
  at: '2026-11-17T16:02:00.000Z',
};

const thanks: CaseMessage = {
  id: 4,
  kind: 'message',
  text: 'Thank you, that is clear. Design resumes today.',
  photos: [],
  author: { side: 'lab', name: 'Carlos Vega' },
  at: '2026-11-17T16:30:00.000Z',
};

/** Asked, answered, resumed. */
export const conversation: CaseMessage[] = [sent, holdQuestion, answer, thanks];

/** On hold: the lab's question is the last word. */
export const onHold: CaseMessage[] = [sent, holdQuestion];

export const longTexts: CaseMessage[] = [
  {
    ...sent,
    author: { side: 'office', name: 'Dr. Maximiliana Hernández-Oyelaran-Whitfield, DDS, MS' },
    text: 'Notes on margins: chamfer 0.5 mm subgingival on the buccal, supragingival on the lingual.\nContacts: medium on the mesial, light on the distal.\nOcclusion: light in centric, none in excursions; the patient grinds at night, so please keep the cusps low. Reference:https://example.com/a-very-long-address-that-keeps-going-without-a-single-space-anywhere',
  },
  { ...holdQuestion, author: { side: 'lab', name: 'The lab' } },
];
