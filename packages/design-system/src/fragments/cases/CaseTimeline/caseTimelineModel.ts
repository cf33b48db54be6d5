import { caseStageLabels, caseStages, type CaseEvent, type CaseStage } from '@idl/api-contract';

/** What the timeline reads of a case: the API's `Case` answer can be passed whole. */
export interface CaseTimelineCase {
  /** The stage the case is in; delivered ends the list with every stage done. */
  stage: CaseStage;
  /** The lab's question while the case is on hold, shown at its stage; null otherwise. */
  holdQuestion: string | null;
  /** Every move, oldest first, as the API's `timeline`: each is shown under the stage it led to. */
  timeline: readonly CaseEvent[];
  /** The day the case is due ('YYYY-MM-DD'), shown at Delivered until it is reached. */
  dueDate: string;
}

/** done: passed (or delivered); current: the case is there now; held: there, on hold; pending: to come. */
export type CaseStageState = 'done' | 'current' | 'held' | 'pending';

export interface CaseTimelineStage {
  stage: CaseStage;
  label: string;
  state: CaseStageState;
  /** The events that left the case in this stage, oldest first. */
  events: CaseEvent[];
}

/** What happened, as the office reads it under the stage it happened in. */
export function caseEventText(event: CaseEvent): string {
  switch (event.kind) {
    case 'received':
      return `Sent by ${event.by}`;
    case 'advanced':
      return `Moved to ${caseStageLabels[event.stage]} by ${event.by}`;
    case 'held':
      return `Put on hold by ${event.by}`;
    case 'resumed':
      return `Resumed by ${event.by}`;
  }
}

/**
 * The seven stages in order with the state of each and the events that happened in it. A delivered
 * case has every stage done: delivery is the end, not a step under way.
 */
export function caseTimelineStages({ stage, holdQuestion, timeline }: CaseTimelineCase): CaseTimelineStage[] {
  const reached = caseStages.indexOf(stage);
  const delivered = stage === 'delivered';
  return caseStages.map((each, index) => ({
    stage: each,
    label: caseStageLabels[each],
    state:
      index < reached || delivered
        ? 'done'
        : index === reached
          ? holdQuestion !== null
            ? 'held'
            : 'current'
          : 'pending',
    events: timeline.filter((event) => event.stage === each),
  }));
}
