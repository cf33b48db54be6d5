import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LabBoard } from './LabBoard';
import { boardToday, caseHref, lateAndRush, longTexts, manyInMilling, typicalDay } from './LabBoard.fixtures';
import { navigate } from '../../../components/storybook/StoryRouter';
import { fixtureData, textProps } from '../../../components/storybook/controls';
import { docsPage } from '../../../components/storybook/usage';

const meta = {
  title: 'Cases/LabBoard',
  component: LabBoard,
  argTypes: {
    ...fixtureData('cases', 'caseHref'),
    ...textProps('today'),
    workloadDays: { control: { type: 'number', min: 1, max: 12 } },
  },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The lab’s board of open cases: a column per stage from Received to Shipped, late and today’s cases at the top of each, and above it the cases due on each of the next working days. Each card opens its case.',
        do: [
          'Pass the cases as the API’s case summaries and today’s date in the lab (`today`, YYYY-MM-DD, on Miami time): late, due today, the order and the workload all follow it.',
          'Give `caseHref` the address of a case’s page: every card is a real link, so it opens in place, in a new tab, or by keyboard (Tab to it, Enter).',
          'Leave `workloadDays` at 6, the lab’s week of Monday to Saturday, unless the page has room for more.',
        ],
        dont: [
          'Don’t sort the cases yourself: the board puts late cases first, then today’s, cases on hold after those the lab can work on, then by due day and rush (`sortLabBoardCases`).',
          'Don’t show it to offices: an office follows its own case on the CaseTimeline.',
        ],
        content: [
          'Columns are named by the contract’s stages (Received, Design, Milling or Printing, Finishing, Quality Check, Shipped) and count their cases: 3 cases, 1 case.',
          'A card shows the patient as the office names them, the case number (#2041), the practice, the service, the teeth (Tooth 14, Teeth 3, 4 and 5) and the due day: Due Dec 4, 2026, Due today, or Late by 4 days with Was due Nov 27, 2026.',
          'Rush and On hold are said in words, never by colour alone.',
        ],
      },
    }),
  },
  args: { cases: typicalDay, today: boardToday, caseHref },
} satisfies Meta<typeof LabBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The patient references on a column's cards, top to bottom. */
const column = (canvas: Canvas, name: string) => {
  const list = canvas.getByRole('region', { name });
  const cards = within(list).queryAllByRole('link');
  return cards.map((card) => card.textContent);
};

/** A card's link: the patient reference, then the case number for screen readers. */
const cardLink = (canvas: Canvas, patient: string, caseId: number) =>
  canvas.getByRole('link', { name: new RegExp(`^${patient} ?, case #${caseId}$`) });

const workloadDay = (canvas: Canvas, index: number) =>
  within(canvas.getByRole('region', { name: 'Cases Due per Day' })).getAllByRole('listitem')[index];

/** A usual Tuesday: two cases due today sit at the top of their columns. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Cases Due per Day',
      'Received',
      'Design',
      'Milling or Printing',
      'Finishing',
      'Quality Check',
      'Shipped',
    ]);
    await expect(column(canvas, 'Finishing')).toEqual(['JD-1026, case #2026', 'JD-1028, case #2028']);
    await expect(column(canvas, 'Design')).toEqual(['JD-1035, case #2035', 'JD-1037, case #2037']);
    const dueToday = cardLink(canvas, 'JD-1026', 2026).closest('li')!;
    await expect(dueToday).toHaveTextContent('Kendall Smile Center');
    await expect(dueToday).toHaveTextContent('Implant Crown on Ti-Base (zirconia)Tooth 30Due today');
    await expect(cardLink(canvas, 'JD-1041', 2041).closest('li')).toHaveTextContent(
      'Teeth 3, 4 and 5Due Dec 10, 2026',
    );
    await expect(cardLink(canvas, 'JD-1037', 2037).closest('li')).toHaveTextContent('On hold');
    await expect(cardLink(canvas, 'JD-1041', 2041)).toHaveAttribute('href', '/admin/cases/2041');
    await expect(workloadDay(canvas, 0)).toHaveTextContent('LateDue before today0 cases');
    await expect(workloadDay(canvas, 1)).toHaveTextContent('TodayTue, Dec 1, 20262 cases');
    await expect(workloadDay(canvas, 1)).toHaveAttribute('aria-current', 'date');
    // The workload counts what is still to make: the two cases shipped for Wednesday are done.
    await expect(workloadDay(canvas, 2)).toHaveTextContent('WedDec 2, 20261 case');
    // Sunday, December 6 is not a working day: Saturday is followed by Monday.
    await expect(workloadDay(canvas, 6)).toHaveTextContent('MonDec 7, 20260 cases');
  },
};

export const Empty: Story = {
  args: { cases: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No cases')).toHaveLength(6);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(workloadDay(canvas, 1)).toHaveTextContent('Today');
  },
};

/** Late cases come first in their column and say by how much, in words. */
export const LateAndRush: Story = {
  args: { cases: lateAndRush },
  play: async ({ canvas }) => {
    await expect(column(canvas, 'Finishing')).toEqual([
      'JD-1010, case #2010',
      'JD-1026, case #2026',
      'JD-1028, case #2028',
    ]);
    const late = cardLink(canvas, 'JD-1010', 2010).closest('li')!;
    await expect(late).toHaveTextContent('Late by 4 daysWas due Nov 27, 2026');
    // A late rush on hold: late first, then the words for rush and hold.
    await expect(column(canvas, 'Design')[0]).toBe('JD-1015, case #2015');
    await expect(cardLink(canvas, 'JD-1015', 2015).closest('li')).toHaveTextContent(
      'Late by 1 dayWas due Nov 30, 2026RushOn hold',
    );
    // On the same day, the rush first.
    await expect(column(canvas, 'Milling or Printing')).toEqual([
      'JD-1033, case #2033',
      'JD-1030, case #2030',
      'JD-1031, case #2031',
    ]);
    await expect(workloadDay(canvas, 0)).toHaveTextContent('LateDue before today2 cases');
  },
};

/** Fourteen cases in milling: the column grows, the others keep their own height. */
export const ManyInOneColumn: Story = {
  args: { cases: manyInMilling },
  play: async ({ canvas }) => {
    await expect(column(canvas, 'Milling or Printing')).toHaveLength(14);
    await expect(canvas.getByRole('region', { name: 'Milling or Printing' })).toHaveTextContent('14 cases');
  },
};

export const LongText: Story = {
  args: { cases: longTexts },
  play: async ({ canvas }) => {
    const card = cardLink(canvas, 'CHART-2026-004211', 2060).closest('li')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** On a 375 px phone the columns stack, in stage order, and nothing scrolls sideways. */
export const Phone: Story = {
  args: { cases: lateAndRush },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const received = canvas.getByRole('region', { name: 'Received' }).getBoundingClientRect();
    const design = canvas.getByRole('region', { name: 'Design' }).getBoundingClientRect();
    await expect(design.top).toBeGreaterThanOrEqual(received.bottom);
  },
};

/** Tab reaches the first card, the most urgent case, then the next one down; Enter opens it. */
export const OpensCaseByKeyboard: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { cases: lateAndRush },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(cardLink(canvas, 'JD-1039', 2039)).toHaveFocus();
    await userEvent.tab();
    await expect(cardLink(canvas, 'MK', 2042)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/admin/cases/2042', undefined);
  },
};
