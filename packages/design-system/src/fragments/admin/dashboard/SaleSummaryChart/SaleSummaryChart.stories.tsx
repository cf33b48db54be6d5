import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InlineOverlays } from '../../../../components/storybook/InlineOverlays';
import { sampleMonthSeries, sampleWeekSeries, sampleYearSeries } from '../dashboard.fixtures';
import { SaleSummaryChart } from './SaleSummaryChart';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { docsPage } from '../../../../components/storybook/usage';
import { fixtureData } from '../../../../components/storybook/controls';

const meta = {
  title: 'Admin/Dashboard/SaleSummaryChart',
  component: SaleSummaryChart,
  argTypes: { ...fixtureData('series') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The dashboard’s Sale Summary: revenue bars per day (week, month) or per month (year), a Period selector and a Show as Table view of the same figures. AdminDashboard places it beside the products panel.',
        do: [
          'Keep `range` in the container and pass the new `series` after `onRangeChange`: the chart loads nothing itself.',
          'Label points as the API does, in time order: YYYY-MM-DD per day, YYYY-MM per month.',
          'Set `isLoading` while the figures load: the chart shows a placeholder.',
        ],
        dont: [
          'Don’t pass cents: `revenue` is in US dollars and sets the bar’s height; `sales` is the number of orders.',
          'Don’t give it a fixed width: it takes its card’s width (240 px at least) and follows it when the window is resized.',
        ],
        content: [
          'Fixed texts: Sale Summary, Period, Weekly, Monthly, Yearly, Show as Table, Show as Chart.',
          'A tooltip shows the day (Tue, Mar 10, 2026), Revenue: $1,975.25 and Sales: 14; a month reads March 2026.',
          'The axis writes money short ($1.5K); the tooltip and table write dollars with cents.',
          'A period without sales says No sales in this period yet.',
          'A load `error` says what happened and what to do: The sales figures could not be loaded. Check your connection and try again.',
        ],
      },
    }),
  },
  args: { series: sampleWeekSeries, range: 'week', onRangeChange: fn() },
  render: (args) => (
    <InlineOverlays minHeight={380}>
      <SaleSummaryChart {...args} />
    </InlineOverlays>
  ),
} satisfies Meta<typeof SaleSummaryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = {
  play: async ({ canvas }) => {
    const bars = await canvas.findAllByRole('img');
    await expect(bars).toHaveLength(7);
    await userEvent.hover(bars[2]!);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      'Tue, Mar 10, 2026Revenue: $1,975.25Sales: 14',
    );
    await userEvent.unhover(bars[2]!);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard users Tab onto the bars; the focused bar shows its tooltip. */
export const KeyboardFocus: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await canvas.findAllByRole('img');
    canvas.getByRole('button', { name: 'Show as Table' }).focus();
    await userEvent.tab(); // the Period selector
    await userEvent.tab(); // the first bar
    const first = canvas.getByRole('img', { name: 'Sun, Mar 8, 2026: $1,240.50 revenue, 9 sales' });
    await expect(first).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Sun, Mar 8, 2026');
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Mon, Mar 9, 2026');
  },
};

export const RangeChange: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const listbox = await canvas.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Monthly' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('month');
  },
};

/** The chart draws once it has measured its card: wait for the bars before the screenshot. */
const drawn: Story['play'] = async ({ canvas }) => {
  await canvas.findAllByRole('img');
};

export const Monthly: Story = { args: { series: sampleMonthSeries, range: 'month' }, play: drawn };

export const Yearly: Story = { args: { series: sampleYearSeries, range: 'year' }, play: drawn };

export const AsTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show as Table' }));
    const table = canvas.getByRole('table', { name: 'Sale Summary' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expectVisible(within(table).getByRole('rowheader', { name: 'Sat, Mar 14, 2026' }));
    await expectVisible(canvas.getByRole('button', { name: 'Show as Chart' }));
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { series: sampleWeekSeries.map((p) => ({ ...p, sales: 0, revenue: 0 })) },
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByText('No sales in this period yet.'));
  },
};

/** At a phone's width the drawing fits the card, its last bar included. */
export const PhoneMonthly: Story = {
  args: { series: sampleMonthSeries, range: 'month' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const drawing = await canvas.findByRole('group', { name: 'Revenue per period' });
    const card = drawing.closest('section')!;
    await expect(drawing.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

const loadError = 'The sales figures could not be loaded. Check your connection and try again.';

/** The figures failed to load: the reason and Try Again in the chart's place; Period stays. */
export const Error: Story = {
  args: { series: [], error: loadError, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loadError);
    await expectVisible(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(canvas.queryByRole('button', { name: 'Show as Table' })).not.toBeInTheDocument();
  },
};

export const ErrorRetry: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: Error.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
