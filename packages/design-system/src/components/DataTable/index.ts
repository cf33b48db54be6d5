export {
  DataTable,
  dataTableAligns,
  type DataTableAlign,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableRowId,
  type DataTableSort,
} from './DataTable';
