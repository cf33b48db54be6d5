export {
  GetStartedSteps,
  patientSteps,
  type GetStartedStep,
  type GetStartedStepsProps,
} from './GetStartedSteps';
