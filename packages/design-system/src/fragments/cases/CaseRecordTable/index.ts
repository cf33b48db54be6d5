export { CaseRecordTable, type CaseRecordTableProps } from './CaseRecordTable';
