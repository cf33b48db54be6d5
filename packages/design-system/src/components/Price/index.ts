export { Price, priceSizes, type PriceProps } from './Price';
