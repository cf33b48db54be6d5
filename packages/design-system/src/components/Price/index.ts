export { formatPrice, Price, priceSizes, type PriceProps } from './Price';
