export { CommonConcerns, type CommonConcernsProps } from './CommonConcerns';
