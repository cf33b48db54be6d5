import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InlineOverlays } from '../../../../components/storybook/InlineOverlays';
import { formatDay, parseDay } from '@idl/api-contract';
import { adminOrderRowLongText, adminOrderRows } from '../adminOrders.fixtures';
import type { DataTableSort } from '../../../../components/DataTable';
import type { AdminOrderRow } from '../adminOrderTypes';
import {
  AdminOrderList,
  adminOrderTabs,
  type AdminOrderListProps,
  type AdminOrderTab,
} from './AdminOrderList';
import type { AdminOrderFilterField } from './AdminOrderListFilterMenu';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const pageSize = 5;

/** What the container does on the server, done here on the fixtures so tabs and search really filter. */
function matches(order: AdminOrderRow, field: AdminOrderFilterField, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  if (field === 'buyer') return order.buyer.toLowerCase().includes(needle);
  if (field === 'orderId') return String(order.orderId).includes(needle);
  if (field === 'date') return formatDay(order.createdAt) === formatDay(parseDay(needle) ?? needle);
  return order.total.toFixed(2).includes(needle);
}

/** The sort column that goes with each Filter choice. */
const sortColumnOf: Record<AdminOrderFilterField, keyof AdminOrderRow> = {
  buyer: 'buyer',
  orderId: 'orderId',
  date: 'createdAt',
  price: 'total',
};

function sortRows(rows: AdminOrderRow[], sort: DataTableSort): AdminOrderRow[] {
  const key = sort.column as keyof AdminOrderRow;
  return [...rows].sort((a, b) => {
    const order = a[key]! < b[key]! ? -1 : a[key]! > b[key]! ? 1 : 0;
    return sort.direction === 'ascending' ? order : -order;
  });
}

function Stateful(props: AdminOrderListProps) {
  const [tab, setTab] = useState<AdminOrderTab>(props.tab);
  const [search, setSearch] = useState(props.search);
  const [filterField, setFilterField] = useState(props.filterField);
  const [page, setPage] = useState(props.page ?? 1);
  const [sort, setSort] = useState<DataTableSort>({ column: 'orderId', direction: 'descending' });
  const filtered = sortRows(
    props.orders.filter((o) => (tab === 'All' || o.orderStatus === tab) && matches(o, filterField, search)),
    sort,
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const shown = Math.min(page, pageCount);
  return (
    <AdminOrderList
      {...props}
      orders={filtered.slice((shown - 1) * pageSize, shown * pageSize)}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        setPage(1);
        props.onTabChange(next);
      }}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPage(1);
        props.onSearchChange(next);
      }}
      filterField={filterField}
      onFilterFieldChange={(next) => {
        setFilterField(next);
        setSort({ column: sortColumnOf[next], direction: sort.direction });
        props.onFilterFieldChange(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      page={shown}
      pageCount={pageCount}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/Orders/AdminOrderList',
  component: AdminOrderList,
  parameters: {
    ...docsPage({
      usage: {
        use: 'The admin’s Orders list at /admin/orders: a search box, a Filter menu choosing the field searched (Buyer Name, Order Id, Date, Price), status tabs, the table and pages. The container searches, filters and pages on the server; the list shows the result.',
        do: [
          'Go back to page 1 when the tab, the search or the Filter field changes, as the app does.',
          'Pass `onOpenOrder`: a row opens on click or Enter (the app goes to /admin/orders/{orderId}).',
          'Pass `onSortChange` only when the server sorts: Order ID, Buyer Name, Date and Total become sortable only with it.',
          'Set `showHeading={false}` inside AdminLayout: its header already says Orders.',
        ],
        dont: [
          'Don’t pass every order: `orders` is the current page, already filtered by tab and search.',
          'Don’t use it for a customer’s own orders: customers see theirs on /orders.',
        ],
        content: [
          'Columns and tabs keep the specification’s words: Order ID (#1042), Buyer Name, Status, Date, Total, Items; All, Pending, In Progress, Shipped, Completed (and Cancelled).',
          'Empty texts: No orders found for the status of "Pending" (the specification’s sentence), No orders found on All, No orders found for "49.99" after a search.',
          'The search label follows the Filter choice (Search by Buyer Name), with an example as placeholder (e.g. Jane Doe).',
          'Dates read Mar 20, 2026; totals are dollars with cents ($12.50).',
        ],
      },
    }),
  },
  argTypes: { ...fixtureData('orders', 'sort'), tab: { control: 'select', options: adminOrderTabs } },
  args: {
    orders: adminOrderRows,
    tab: 'All',
    search: '',
    filterField: 'buyer',
    onSortChange: fn(),
    onTabChange: fn(),
    onSearchChange: fn(),
    onFilterFieldChange: fn(),
    onOpenOrder: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <InlineOverlays minHeight={360}>{Story()}</InlineOverlays>],
} satisfies Meta<typeof AdminOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Orders' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(pageSize + 1);
    await expect(rows[1]).toHaveTextContent('#1050Jane DoePendingMar 20, 2026$12.501');
  },
};

/** Clicking an order's row opens that order. */
export const OpenOrderFromRow: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    const rows = within(canvas.getByRole('grid', { name: 'Orders' })).getAllByRole('row');
    await userEvent.click(within(rows[2]!).getByText('Carlos Mendez'));
    await expect(args.onOpenOrder).toHaveBeenCalledWith(1049);
  },
};

/** Choosing a tab shows only the orders of that status. */
export const TabsSwitch: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Shipped' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('Shipped');
    const table = await canvas.findByRole('grid', { name: 'Orders' });
    const badges = within(table).getAllByText(/^(Pending|In Progress|Shipped|Completed|Cancelled)$/);
    await expect(badges.map((b) => b.textContent)).toEqual(['Shipped', 'Shipped']);
  },
};

/** The Filter menu sets which field the search applies to. */
export const FilterMenuChoice: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter: Buyer Name' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Buyer Name' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Order Id' }));
    await expect(args.onFilterFieldChange).toHaveBeenCalledWith('orderId');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search by Order Id' }), '1047');
    const rows = within(canvas.getByRole('grid')).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('#1047');
    await expect(canvas.getByRole('columnheader', { name: /Order ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/** The Filter menu open, with Date chosen. */
export const FilterMenuOpen: Story = {
  args: { filterField: 'date', defaultFilterMenuOpen: true },
};

/** Sorting by a column header (Total, cheapest first). */
export const SortByTotal: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('columnheader', { name: /Total/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'total', direction: 'ascending' });
    const rows = within(canvas.getByRole('grid')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('$12.50');
  },
};

export const SecondPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('grid')).getAllByRole('row')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Orders' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  args: { error: 'The orders could not be loaded. Please try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

function emptyStory(tab: AdminOrderTab): Story {
  return {
    args: { orders: [], tab },
    play: async ({ canvas }) => {
      // 'All' is not a status: it must not read 'for the status of "All"'.
      await expect(
        canvas.getByText(tab === 'All' ? 'No orders found' : `No orders found for the status of "${tab}"`),
      ).toBeVisible();
    },
  };
}

export const EmptyAll = emptyStory('All');
export const EmptyPending = emptyStory('Pending');
export const EmptyInProgress = emptyStory('In Progress');
export const EmptyShipped = emptyStory('Shipped');
export const EmptyCompleted = emptyStory('Completed');
export const EmptyCancelled = emptyStory('Cancelled');

export const LongText: Story = {
  args: { orders: [adminOrderRowLongText, ...adminOrderRows.slice(1, 4)] },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** A search with no result says what was searched for. */
export const EmptySearch: Story = {
  args: { orders: [], tab: 'All', search: '49.99', filterField: 'price' },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No orders found for "49.99"'));
  },
};
