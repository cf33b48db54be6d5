export { CaseScanList, type CaseScanListProps } from './CaseScanList';
