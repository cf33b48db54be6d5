export { Spinner, spinnerSizes, type SpinnerProps } from './Spinner';
