export {
  ShopFilters,
  defaultShopFilters,
  availabilities,
  PRICE_FILTER_MIN,
  PRICE_FILTER_MAX,
  PRICE_FILTER_GAP,
  type Availability,
  type ShopFilterValues,
  type ShopFiltersProps,
} from './ShopFilters';
