export { BrandList, defaultBrandHref, type BrandListProps } from './BrandList';
