export { CaseTimeline, type CaseTimelineProps } from './CaseTimeline';
export {
  caseEventText,
  caseTimelineStages,
  type CaseStageState,
  type CaseTimelineCase,
  type CaseTimelineStage,
} from './caseTimelineModel';
