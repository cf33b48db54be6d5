export { ShopFilters, type ShopFiltersProps } from './ShopFilters';
export {
  defaultShopFilters,
  availabilities,
  PRICE_FILTER_MIN,
  PRICE_FILTER_MAX,
  PRICE_FILTER_GAP,
  type Availability,
  type ShopFilterValues,
} from '../shopQuery';
