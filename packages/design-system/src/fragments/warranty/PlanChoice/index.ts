export { PlanChoice, type PlanChoiceOption, type PlanChoiceProps } from './PlanChoice';
