import type { CaseEvent } from '@idl/api-contract';
import type { CaseTimelineCase } from './caseTimelineModel';

const sent: CaseEvent = {
  kind: 'received',
  stage: 'received',
  note: null,
  by: 'Dr. Maria Lopez',
  at: '2026-11-16T14:05:00Z',
};
const toDesign: CaseEvent = {
  kind: 'advanced',
  stage: 'design',
  note: null,
  by: 'Carlos Vega',
  at: '2026-11-17T13:30:00Z',
};
const marginQuestion =
  'The scan of tooth 4 shows no distal margin. Can you send a new scan, or shall we place the margin at the gum line?';
const held: CaseEvent = {
  kind: 'held',
  stage: 'design',
  note: marginQuestion,
  by: 'Carlos Vega',
  at: '2026-11-17T16:10:00Z',
};
const resumed: CaseEvent = {
  kind: 'resumed',
  stage: 'design',
  note: null,
  by: 'Carlos Vega',
  at: '2026-11-18T12:45:00Z',
};
const advanced = (stage: CaseEvent['stage'], at: string, by = 'Ana Ruiz'): CaseEvent => ({
  kind: 'advanced',
  stage,
  note: null,
  by,
  at,
});

/** Sent this afternoon: nothing has happened in the lab yet. */
export const justReceived: CaseTimelineCase = {
  stage: 'received',
  holdQuestion: null,
  dueDate: '2026-11-27',
  timeline: [sent],
};

/** Designed after a question on the margin, now being milled. */
export const midWay: CaseTimelineCase = {
  stage: 'milling_printing',
  holdQuestion: null,
  dueDate: '2026-11-27',
  timeline: [sent, toDesign, held, resumed, advanced('milling_printing', '2026-11-19T15:20:00Z')],
};

/** Held in design: the lab waits for the office's answer. */
export const onHold: CaseTimelineCase = {
  stage: 'design',
  holdQuestion: marginQuestion,
  dueDate: '2026-11-27',
  timeline: [sent, toDesign, held],
};

/** At the office: every stage done. */
export const delivered: CaseTimelineCase = {
  stage: 'delivered',
  holdQuestion: null,
  dueDate: '2026-11-27',
  timeline: [
    sent,
    toDesign,
    advanced('milling_printing', '2026-11-19T15:20:00Z'),
    advanced('finishing', '2026-11-20T14:00:00Z'),
    advanced('quality_check', '2026-11-23T19:35:00Z', 'Dr. Samuel Okafor-Whitmore'),
    advanced('shipped', '2026-11-24T13:15:00Z', 'Shipping desk'),
    advanced('delivered', '2026-11-25T17:50:00Z', 'Shipping desk'),
  ],
};

const shadeQuestion =
  'The shade tab photo and the prescription do not agree: the photo looks like A3 with a translucent incisal third and some white spots on the buccal of 8, while the prescription says A1. Which shade should we follow for the bridge from 7 to 10, and do you want the spots characterised? We keep the case here until you answer in the conversation.';

/** Long names and a long question wrap inside the list. */
export const longTexts: CaseTimelineCase = {
  stage: 'finishing',
  holdQuestion: shadeQuestion,
  dueDate: '2026-12-15',
  timeline: [
    { ...sent, by: 'Dr. Alexandra Konstantinidou-Vanderberg, Bayside Family & Cosmetic Dentistry' },
    { ...toDesign, by: 'Maximilian Hernández-Castellanos (digital design)' },
    advanced('milling_printing', '2026-11-19T15:20:00Z', 'Maximilian Hernández-Castellanos (digital design)'),
    advanced('finishing', '2026-11-20T14:00:00Z', 'Ceramics team, Interdental Lab Miami'),
    {
      kind: 'held',
      stage: 'finishing',
      note: shadeQuestion,
      by: 'Ceramics team, Interdental Lab Miami',
      at: '2026-11-21T15:00:00Z',
    },
  ],
};
