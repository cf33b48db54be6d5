export { LabBoard, type LabBoardProps } from './LabBoard';
export {
  labBoardColumns,
  labBoardStages,
  labWorkload,
  sortLabBoardCases,
  urgencyOf,
  type LabBoardCase,
  type LabBoardColumn,
  type LabBoardStage,
  type LabBoardUrgency,
  type LabWorkload,
} from './labBoardModel';
