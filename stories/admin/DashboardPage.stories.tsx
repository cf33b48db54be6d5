import { AdminDashboard, AdminLayout, type DashboardRange } from '@idl/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleDashboard,
  sampleMonthSeries,
  sampleYearSeries,
} from '../../packages/design-system/src/fragments/admin/dashboard/dashboard.fixtures';
import {
  sampleAdminUser,
  sampleNotifications,
} from '../../packages/design-system/src/fragments/admin/layout/AdminHeader/AdminHeader.fixtures';

const seriesByRange = { week: sampleDashboard.series, month: sampleMonthSeries, year: sampleYearSeries };

interface DashboardPageProps {
  /** Width of the chart drawing (fixed so screenshots are stable). */
  chartWidth: number;
  onRangeChange: (range: DashboardRange) => void;
  onLogout: () => void;
  onOrderOpen: (orderId: number) => void;
}

/** /admin/dashboard: the admin layout (welcome header form) around the dashboard, with sample data. */
function DashboardPage({ chartWidth, onRangeChange, onLogout, onOrderOpen }: DashboardPageProps) {
  const [range, setRange] = useState<DashboardRange>('week');
  const unread = sampleNotifications.filter((n) => !n.read).length;
  return (
    <AdminLayout
      menu={{ current: 'dashboard' }}
      header={{ user: sampleAdminUser, notifications: sampleNotifications, unreadCount: unread, onLogout }}
    >
      <AdminDashboard
        data={{ ...sampleDashboard, range, series: seriesByRange[range] }}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          onRangeChange(next);
        }}
        onOrderOpen={onOrderOpen}
        chartWidth={chartWidth}
      />
    </AdminLayout>
  );
}

const meta = {
  title: 'Pages/Admin/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
  args: { chartWidth: 420, onRangeChange: fn(), onLogout: fn(), onOrderOpen: fn() },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Admin menu' });
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan' })).toBeVisible();
    await expect(canvas.getByText('You have 3 unread notifications')).toBeVisible();
    // Hovering a bar shows its figures (the row click is tested in RecentOrdersTable: clicking here
    // would scroll the page and the screenshot would show the wrong part).
    await userEvent.hover(canvas.getByRole('img', { name: /^Thu, 12 Mar 2026/ }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Revenue: $2,320.40');
    await expect(canvas.getByRole('row', { name: /#1042/ })).toBeInTheDocument();
  },
};

export const Tablet: Story = {
  args: { chartWidth: 640 },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    // The side menu is collapsed behind the Menu button at 768 px.
    await expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Admin menu' });
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).toBeNull());
  },
};

export const DesktopMonthly: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Monthly' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('month');
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(sampleMonthSeries.length));
  },
};
