import { formatDateTime, type CaseAccessAction, type CaseAccessEntry } from '@idl/api-contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';

export interface CaseRecordTableProps {
  /** The record as the API sends it, oldest first; shown newest first. */
  entries: readonly CaseAccessEntry[];
  isLoading?: boolean;
  /** Why the record could not be loaded. */
  error?: string;
  onRetry?: () => void;
}

const actionText: Record<CaseAccessAction, string> = { create: 'Sent', view: 'Viewed', change: 'Changed' };

interface Row extends CaseAccessEntry {
  index: number;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'at', header: 'When', cell: (entry) => formatDateTime(entry.at) },
  {
    id: 'by',
    header: 'Who',
    cell: (entry) => (entry.by ? `${entry.by.name} (${entry.by.email})` : 'A deleted account'),
  },
  {
    id: 'what',
    header: 'What',
    cell: (entry) =>
      entry.detail ? `${actionText[entry.action]}: ${entry.detail}` : actionText[entry.action],
  },
];

/** Who sent, looked at or changed a case, and when: the lab's record of it, newest first. */
export function CaseRecordTable({ entries, isLoading, error, onRetry }: CaseRecordTableProps) {
  const rows = entries.map((entry, index) => ({ ...entry, index })).reverse();
  return (
    <DataTable
      aria-label="Record of Views and Changes"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.index}
      emptyText="Nobody has opened this case yet."
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    />
  );
}
