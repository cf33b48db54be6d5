import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  argTypes: { ...textProps('children') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A labelled check box for an independent yes or no, built on react-aria’s Checkbox: accepting the doctor program’s terms, a brand in the shop’s filters, the product form’s Options.',
        do: [
          'Give it visible text as children: clicking the text toggles the box too.',
          'Use `aria-label` only where there is no room for text; in a react-aria table, `slot="selection"` lets the row name the box, as in DataTable.',
          'Use `isIndeterminate` for a box that stands for a group when only part of it is checked.',
          'Mark a box that must be checked with `isInvalid` and show the reason beside it, as the doctor registration form does for its terms.',
        ],
        dont: [
          'Don’t use it for a setting that is on or off: use Switch (Notification Settings).',
          'Don’t use several boxes for one choice out of a few: use RadioGroup.',
        ],
        content: [
          'The label says what checking it means, as a short phrase: I accept the terms of the program; a brand’s name in a filter.',
          'It has no error text of its own: the error beside it says what to do, in the second person.',
        ],
      },
    }),
  },
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  },
};

export const PressChecks: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All categories' } };

export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms' } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
