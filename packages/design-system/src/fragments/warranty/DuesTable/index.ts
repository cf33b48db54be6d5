export { DuesTable, type DuesTableProps } from './DuesTable';
