export { FormBand, type FormBandProps } from './FormBand';
