import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Price } from '../Price';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';
import { longTextOrderRows, sampleOrderRows, type SampleOrderRow } from './DataTable.fixtures';
import { docsPage } from '../storybook/usage';
import { fixtureData, textProps } from '../storybook/controls';

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' });

const columns: DataTableColumn<SampleOrderRow>[] = [
  { id: 'orderId', header: 'Order ID', cell: (o) => `#${o.orderId}`, sortable: true },
  { id: 'buyer', header: 'Buyer Name', cell: (o) => o.buyer, sortable: true },
  {
    id: 'orderStatus',
    header: 'Status',
    cell: (o) => <Badge tone={o.orderStatus === 'Cancelled' ? 'critical' : 'info'}>{o.orderStatus}</Badge>,
  },
  { id: 'createdAt', header: 'Date', cell: (o) => dateFormat.format(new Date(o.createdAt)), sortable: true },
  {
    id: 'total',
    header: 'Total',
    cell: (o) => <Price cents={Math.round(o.total * 100)} size="sm" />,
    sortable: true,
    align: 'end',
  },
  { id: 'items', header: 'Items', cell: (o) => o.items, align: 'end' },
];

type OrderTableProps = DataTableProps<SampleOrderRow>;

/** Sorts the sample rows the way a caller (or the API) would. */
function SortedTable(props: OrderTableProps) {
  const [sort, setSort] = useState<DataTableSort>(
    props.sort ?? { column: 'orderId', direction: 'descending' },
  );
  const key = sort.column as keyof SampleOrderRow;
  const rows = [...props.rows].sort((a, b) => {
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <DataTable
      {...props}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable<SampleOrderRow>,
  argTypes: {
    ...fixtureData('columns', 'defaultSelectedIds', 'pagination', 'rows', 'selectedIds', 'sort'),
    ...textProps('emptyText', 'error'),
  },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The admin area’s list table (orders, products, users, categories and brands, payments, the dashboard), built on react-aria’s Table: sortable headers, a row action, row check boxes with a selection bar, and empty, loading, error and paged states.',
        do: [
          'Give it an `aria-label` (Orders, Products, Users) and put the column that names a row first: it is announced as the row header.',
          'Pass only the current page’s rows, already sorted and filtered: `sort` and `pagination` report the user’s choice, the caller or the API does the work.',
          'Use `onRowAction` to open a row’s detail (an order, a product): rows are pointer targets only when it is given.',
          'Align numbers and money at `end`; show a status as a Badge and money with Price in `cell`.',
        ],
        dont: [
          'Don’t add a button per row for actions on many rows: use `selectionMode="multiple"` with `renderSelectionBar` (Delete Product, Add Stock).',
          'Don’t show a load failure as an empty table: pass `error`, and `onRetry` for its Try Again button.',
        ],
        content: [
          'Column headers are short, do not wrap, and are in Title Case as the specification names them: Order ID, Buyer Name, Status, Date, Total, Items.',
          'Pass the empty text the specification quotes, word for word: No orders found for the status of "{tab}".',
          'An error is a sentence a user understands (Orders could not be loaded.), never a status code alone.',
          'Dates as the specification writes them: orders dd/mm/yyyy, users with the month written out.',
        ],
      },
    }),
  },
  args: {
    'aria-label': 'Orders',
    columns,
    rows: sampleOrderRows,
    getRowId: (row: SampleOrderRow) => row.orderId,
    onRowAction: fn(),
  },
} satisfies Meta<typeof DataTable<SampleOrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleOrderRows.length + 1);
  },
};

export const OpenRowByClickOrEnter: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('rowheader', { name: '#1041' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(1041, sampleOrderRows[1]);
    // Keyboard: move focus to the next row and open it with Enter.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(1040, sampleOrderRows[2]);
  },
};

export const Sortable: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortedTable {...args} />,
  play: async ({ args, canvas }) => {
    const total = canvas.getByRole('columnheader', { name: 'Total' });
    await expect(canvas.getByRole('columnheader', { name: 'Order ID' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(total);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'ascending' });
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    const firstRowHeader = canvas.getAllByRole('rowheader')[0];
    await expect(firstRowHeader).toHaveTextContent('#1040');
  },
};

export const Selectable: Story = {
  args: {
    selectionMode: 'multiple',
    onSelectionChange: fn(),
    renderSelectionBar: (ids) => (
      <>
        <Button size="sm" variant="critical" onPress={() => undefined}>
          Delete Product
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => undefined}
          aria-label={`Add Stock to ${ids.length}`}
        >
          Add Stock
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Select All' });
    await userEvent.click(selectAll);
    const rowBoxes = canvas.getAllByRole('checkbox', { name: /^Select #/ });
    await expect(rowBoxes).toHaveLength(sampleOrderRows.length);
    for (const box of rowBoxes) await expect(box).toBeChecked();
    await expect(canvas.getByText(`${sampleOrderRows.length} selected`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Product' })).toBeVisible();

    await userEvent.click(rowBoxes[1]!);
    await waitFor(() => expect(selectAll).toBePartiallyChecked());
    await expect(rowBoxes[1]).not.toBeChecked();
    await expect(canvas.getByText(`${sampleOrderRows.length - 1} selected`)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No orders found for the status of "Shipped"' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders found for the status of "Shipped"')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, selectionMode: 'multiple' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Orders' }).closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('rowheader', { name: '#1042' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: 'Orders could not be loaded.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Orders could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = { args: { rows: longTextOrderRows } };

export const Paged: Story = {
  args: { pagination: { page: 2, pageCount: 4, onPageChange: fn() } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Tablet: Story = {
  args: { selectionMode: 'multiple', rows: longTextOrderRows },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
