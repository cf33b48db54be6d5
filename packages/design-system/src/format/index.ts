export {
  formatCents,
  formatCompactDollars,
  formatCount,
  formatDollars,
  formatPercent,
  formatRating,
  toCents,
  wholeDollarsFormat,
} from './format';
