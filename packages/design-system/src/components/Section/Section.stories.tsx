import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Section } from './Section';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/Section',
  component: Section,
  argTypes: { ...textProps('children', 'title') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A collapsible section whose heading is the button that opens and closes it, built on react-aria’s Disclosure. The checkout’s Review step and its transfer payment details use it.',
        do: [
          'Set `headingLevel` so the title fits the page outline (3 by default; the checkout’s transfer section uses 4).',
          'Start it open with `defaultExpanded` when people should read it, as the Review step does.',
          'Control it with `isExpanded` and `onExpandedChange` when something else opens it.',
        ],
        dont: [
          'Don’t use it to switch between views of the same place: use Tabs.',
          'Don’t fold away content that is always needed: use a plain heading.',
        ],
        content: [
          "The title is a short noun phrase in Title Case, as the specification names the review sections: Your Orders, Payment Method, Buyer's Details, Cart Total.",
          'The title says what is inside, not what to do: no Show or Hide in it.',
        ],
      },
    }),
  },
  args: {
    title: 'Your Orders',
    children: 'Zirconia crown x 2, Emax veneer x 1',
    onExpandedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Your Orders' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PressExpands: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Your Orders' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Zirconia crown x 2, Emax veneer x 1')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const Collapsed: Story = {};

export const Expanded: Story = { args: { defaultExpanded: true, title: 'Payment Method' } };

export const Disabled: Story = { args: { isDisabled: true } };
