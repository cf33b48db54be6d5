import type { Meta, StoryObj } from '@storybook/react-vite';
import { caseStages } from '@idl/api-contract';
import { expect } from 'storybook/test';
import { CaseTimeline } from './CaseTimeline';
import { delivered, justReceived, longTexts, midWay, onHold } from './CaseTimeline.fixtures';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const meta = {
  title: 'Cases/CaseTimeline',
  component: CaseTimeline,
  argTypes: {
    ...fixtureData('timeline'),
    ...textProps('holdQuestion', 'dueDate'),
    stage: { control: 'select', options: caseStages },
  },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A lab case’s way through the lab, for the office that sent it and for the lab: the seven stages from Received to Delivered, each done, current or to come, with what happened in it, who did it and when. A case on hold shows the lab’s question at its stage.',
        do: [
          'Pass the case as the API sends it (`<CaseTimeline {...labCase} />`): it reads `stage`, `holdQuestion`, `timeline` and `dueDate`.',
          'Put the office’s answer to a hold next to it (the case’s conversation): the timeline shows the question, it does not take the answer.',
          'Give it its own `aria-label` if a page shows more than one; it is Case progress by default.',
        ],
        dont: [
          'Don’t work out the stage or the hold yourself: the server decides them, the timeline follows `stage` and `holdQuestion`.',
          'Don’t use it for a shop order’s tracking: that is OrderTimeline.',
        ],
        content: [
          'Stage names are the contract’s `caseStageLabels`: Received, Design, Milling or Printing, Finishing, Quality Check, Shipped, Delivered.',
          'Each event says what happened and who did it: Sent by Dr. Maria Lopez, Moved to Design by Carlos Vega, Put on hold by Carlos Vega, Resumed by Carlos Vega. Times carry the date and the lab’s zone: Nov 16, 2026, 9:05 AM EST.',
          'A hold reads On hold: the lab asks, then the question word for word. Until delivery the last stage shows the due day: Due Nov 27, 2026.',
          'Screen readers hear each stage’s state after its name (done, current stage, current stage, on hold, to come).',
        ],
      },
    }),
  },
  args: midWay,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CaseTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mid-way: designed after a question that was answered, now in milling. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const stages = canvas.getByRole('list', { name: 'Case progress' }).children;
    await expect(stages).toHaveLength(7);
    await expect(stages[0]).toHaveTextContent(
      'Received, doneSent by Dr. Maria LopezNov 16, 2026, 9:05 AM EST',
    );
    await expect(stages[1]).toHaveTextContent('Put on hold by Carlos Vega');
    // A hold that was answered keeps its question in its event line.
    await expect(stages[1]).toHaveTextContent('shall we place the margin at the gum line?');
    await expect(stages[2]).toHaveAttribute('aria-current', 'step');
    await expect(stages[2]).toHaveTextContent(
      'Milling or Printing, current stageMoved to Milling or Printing by Ana Ruiz',
    );
    await expect(stages[3]).toHaveTextContent('Finishing, to come');
    await expect(stages[6]).toHaveTextContent('Delivered, to comeDue Nov 27, 2026');
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const JustReceived: Story = {
  args: justReceived,
  play: async ({ canvas }) => {
    const stages = canvas.getByRole('list', { name: 'Case progress' }).children;
    await expect(stages[0]).toHaveAttribute('aria-current', 'step');
    await expect(stages[0]).toHaveTextContent('Received, current stage');
    await expect(stages[1]).toHaveTextContent('Design, to come');
  },
};

/** The lab asked a question in design: the stage says so in words and shows the question. */
export const OnHold: Story = {
  args: onHold,
  play: async ({ canvas }) => {
    const stages = canvas.getByRole('list', { name: 'Case progress' }).children;
    await expect(stages[1]).toHaveAttribute('aria-current', 'step');
    await expect(stages[1]).toHaveTextContent('Design, current stage, on hold');
    const hold = canvas.getByRole('note');
    await expect(hold).toHaveTextContent(
      'On hold: the lab asksThe scan of tooth 4 shows no distal margin. Can you send a new scan, or shall we place the margin at the gum line?',
    );
    // The open question is shown once, in the hold box, not again in the event line.
    await expect(canvas.getAllByText(/shows no distal margin/)).toHaveLength(1);
  },
};

/** Delivered is the end: every stage done, none current. */
export const Delivered: Story = {
  args: delivered,
  play: async ({ canvas }) => {
    const stages = [...canvas.getByRole('list', { name: 'Case progress' }).children];
    await expect(stages.every((stage) => stage.getAttribute('aria-current') === null)).toBe(true);
    await expect(stages.every((stage) => stage.textContent?.includes(', done'))).toBe(true);
    await expect(stages[6]).toHaveTextContent(
      'Delivered, doneMoved to Delivered by Shipping deskNov 25, 2026, 12:50 PM EST',
    );
    await expect(stages[6]).not.toHaveTextContent('Due');
  },
};

export const LongText: Story = {
  args: longTexts,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Case progress' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(canvas.getByRole('note')).toHaveTextContent('do you want the spots characterised?');
  },
};

/** On a 375 px phone the list keeps to the screen; the question wraps. */
export const Phone: Story = {
  args: onHold,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('note').getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};
