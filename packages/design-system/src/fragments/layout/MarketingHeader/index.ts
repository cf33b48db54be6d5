export {
  MarketingHeader,
  defaultMarketingHeaderLinks,
  type MarketingHeaderLinks,
  type MarketingHeaderProps,
} from './MarketingHeader';
