import { useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { Icon } from '../Icon';
import { Pagination } from '../Pagination';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';
import { LoadError } from '../LoadError';

export const dataTableAligns = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

/** A row's identity: the entity's id (order id, product id, user id...). */
export type DataTableRowId = string | number;

/** One column of a DataTable: what its header says and how each row fills its cell. */
export interface DataTableColumn<Row> {
  /** Stable id of the column; also the `column` reported in sort changes, e.g. 'createdAt'. */
  id: string;
  /** Header content, e.g. 'Buyer Name'. Keep it short: it does not wrap. */
  header: ReactNode;
  /** Renders the cell of one row, e.g. `(order) => <Badge>{order.orderStatus}</Badge>`. */
  cell: (row: Row) => ReactNode;
  /** The header can be clicked (or Enter/Space) to sort by this column; see `sort`/`onSortChange`. */
  sortable?: boolean;
  /** Horizontal alignment of header and cells: numbers and money read best at 'end'. */
  align?: DataTableAlign;
  /** Text announced for the header when `header` is not plain text (e.g. an icon). */
  textValue?: string;
}

/** Which column the rows are sorted by, and in which direction. */
export interface DataTableSort {
  /** The `id` of the sorted column. */
  column: string;
  /** 'ascending' (A-Z, oldest, cheapest first) or 'descending'. */
  direction: 'ascending' | 'descending';
}

/** Page controls shown under the table (uses the Pagination primitive). */
export interface DataTablePagination {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; nothing shows when there is only one. */
  pageCount: number;
  /** Called with the 1-based page the user chose. */
  onPageChange: (page: number) => void;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. 'Orders'. Required: a table without a name is a maze. */
  'aria-label': string;
  /** Column definitions in display order. The first column is the row header (announced per row). */
  columns: DataTableColumn<Row>[];
  /** The rows of the current page, already sorted and filtered by the caller. */
  rows: Row[];
  /** Returns the id of a row (used for selection, keys and `onRowAction`). */
  getRowId: (row: Row) => DataTableRowId;
  /** The current sort (controlled); sorting itself is the caller's job. */
  sort?: DataTableSort;
  /** Called when the user sorts by a sortable column's header. */
  onSortChange?: (sort: DataTableSort) => void;
  /**
   * Called when a row is clicked, or Enter is pressed on a focused row (e.g. open the order).
   * Rows become pointer targets only when this is given.
   */
  onRowAction?: (id: DataTableRowId, row: Row) => void;
  /** 'multiple' adds a check box to each row and a select-all box to the header. */
  selectionMode?: 'none' | 'multiple';
  /** Selected row ids when controlled. */
  selectedIds?: ReadonlySet<DataTableRowId>;
  /** Selected row ids at first render when uncontrolled. */
  defaultSelectedIds?: Iterable<DataTableRowId>;
  /** Called with the new set of selected row ids ("select all" gives every id of `rows`). */
  onSelectionChange?: (ids: Set<DataTableRowId>) => void;
  /**
   * Actions shown above the table while at least one row is selected, e.g.
   * `(ids) => <Button onPress={() => onDelete(ids)}>Delete Product</Button>`.
   */
  renderSelectionBar?: (selectedIds: DataTableRowId[]) => ReactNode;
  /** Shown in the body when there are no rows (and not loading, no error). */
  emptyText?: ReactNode;
  /** Shows placeholder skeleton rows and marks the table busy. */
  isLoading?: boolean;
  /** Number of skeleton rows while loading. */
  loadingRowCount?: number;
  /** A message a user understands, shown in the body instead of rows, e.g. 'Orders could not be loaded.' */
  error?: ReactNode;
  /** Shows a 'Try Again' button with the error. */
  onRetry?: () => void;
  /** Page controls under the table; omit for a single page. */
  pagination?: DataTablePagination;
}

const loadingPrefix = '__loading-';

function toIdSet(selection: Selection, allIds: DataTableRowId[]): Set<DataTableRowId> {
  return selection === 'all' ? new Set(allIds) : new Set(selection as Set<DataTableRowId>);
}

function SortIndicator({ direction }: { direction?: 'ascending' | 'descending' }) {
  return (
    <span className={styles.sortIcon({ direction: direction ?? 'none' })} aria-hidden="true">
      <Icon name="chevronDown" />
    </span>
  );
}

/**
 * The list table of the admin area (orders, products, users, dashboard): typed columns,
 * sortable headers (aria-sort), row action by click or Enter, optional row check boxes with a
 * select-all header box, a selection bar, and empty, loading, error and paged states. Built on
 * react-aria-components' Table, so arrow keys move between rows and cells.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  onRowAction,
  selectionMode = 'none',
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  renderSelectionBar,
  emptyText = 'Nothing to show yet.',
  isLoading = false,
  loadingRowCount = 5,
  error,
  onRetry,
  pagination,
  'aria-label': label,
}: DataTableProps<Row>) {
  const [ownSelection, setOwnSelection] = useState<Set<DataTableRowId>>(
    () => new Set(defaultSelectedIds ?? []),
  );
  const selected = selectedIds ?? ownSelection;
  const selectable = selectionMode === 'multiple';
  const showRows = !isLoading && !error;
  const rowIds = rows.map(getRowId);
  const selectedOnPage = rowIds.filter((id) => selected.has(id));

  const byId = new Map(rows.map((row) => [getRowId(row), row] as const));
  const items: { id: DataTableRowId; row?: Row }[] = isLoading
    ? Array.from({ length: loadingRowCount }, (_, i) => ({ id: `${loadingPrefix}${i}` }))
    : showRows
      ? rows.map((row) => ({ id: getRowId(row), row }))
      : [];

  const handleSelection = (selection: Selection) => {
    const next = toIdSet(selection, rowIds);
    if (!selectedIds) setOwnSelection(next);
    onSelectionChange?.(next);
  };

  const handleSort = (descriptor: SortDescriptor) =>
    onSortChange?.({ column: String(descriptor.column), direction: descriptor.direction });

  const handleAction = onRowAction
    ? (key: Key) => {
        const row = byId.get(key as DataTableRowId);
        if (row !== undefined) onRowAction(key as DataTableRowId, row);
      }
    : undefined;

  return (
    <div className={styles.root}>
      {selectable && renderSelectionBar && selectedOnPage.length > 0 ? (
        <div className={styles.selectionBar}>
          <span>{selectedOnPage.length} selected</span>
          {renderSelectionBar(selectedOnPage)}
        </div>
      ) : null}
      <div className={styles.scroller} aria-busy={isLoading || undefined}>
        <Table
          aria-label={label}
          className={styles.table}
          selectionMode={selectable ? 'multiple' : 'none'}
          selectionBehavior="toggle"
          selectedKeys={selected as Set<Key>}
          onSelectionChange={handleSelection}
          disabledKeys={isLoading ? items.map((item) => item.id) : undefined}
          sortDescriptor={sort}
          onSortChange={handleSort}
          onRowAction={handleAction}
        >
          <TableHeader className={styles.headerRow}>
            {selectable ? (
              <Column className={styles.checkboxColumn} textValue="Select">
                <Checkbox slot="selection" />
              </Column>
            ) : null}
            {columns.map((column, index) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={index === 0}
                allowsSorting={column.sortable}
                textValue={column.textValue}
                className={styles.column({ align: column.align })}
              >
                {({ sortDirection }) =>
                  column.sortable ? (
                    <span className={styles.sortLabel}>
                      {column.header}
                      <SortIndicator direction={sortDirection} />
                    </span>
                  ) : (
                    column.header
                  )
                }
              </Column>
            ))}
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[columns, isLoading, error, onRowAction]}
            renderEmptyState={() =>
              error ? (
                <LoadError className={styles.state} message={error} onRetry={onRetry} compact />
              ) : (
                <div className={styles.state}>{emptyText}</div>
              )
            }
          >
            {(item) => (
              <Row id={item.id} className={styles.row} textValue={isLoading ? 'Loading' : undefined}>
                {selectable ? (
                  <Cell className={styles.checkboxCell}>
                    {item.row === undefined ? <Skeleton width="24px" /> : <Checkbox slot="selection" />}
                  </Cell>
                ) : null}
                {columns.map((column, index) => (
                  <Cell key={column.id} className={styles.cell({ align: column.align })}>
                    {item.row !== undefined ? (
                      column.cell(item.row)
                    ) : (
                      <>
                        {index === 0 ? <span className="visually-hidden">Loading</span> : null}
                        <Skeleton width="70%" />
                      </>
                    )}
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {pagination && showRows ? (
        <div className={styles.footer}>
          <Pagination
            page={pagination.page}
            pageCount={pagination.pageCount}
            onPageChange={pagination.onPageChange}
            aria-label={`${label} pages`}
          />
        </div>
      ) : null}
    </div>
  );
}
