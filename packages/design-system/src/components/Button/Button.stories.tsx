import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: {
    ...docsPage({
      usage: {
        use: 'The shop’s action button, built on react-aria’s Button: primary for the main action of a screen or dialog, secondary for the other choices (Cancel), ghost for light actions (Clear Filters), critical for destructive ones.',
        do: [
          'While the action runs pass `busy` and a `busyLabel`: the button is disabled, so it cannot be pressed twice.',
          'Use `type="submit"` for a form’s send button, with `form` when it sits outside the form, as in a dialog’s actions.',
          'When the same button repeats on each line, name it for its line with `aria-label` (Leave Review for …).',
          'Give a button that shows and hides a panel `aria-expanded` and `aria-controls`, like the shop’s Filters button.',
        ],
        dont: [
          'Don’t use it to go to another page: use a link (the headers’ Log in and Sign Up are links styled as buttons).',
          'Don’t use it for an icon alone: use IconButton, which requires a `label`.',
          'Don’t run a destructive action straight from it: ask first with ConfirmDialog.',
        ],
        content: [
          'Title Case, starting with a verb that says what happens: Add to Cart, Save Changes. Not OK, Yes or Submit alone.',
          'Texts the specification quotes stay word for word: Add to Cart, Submit Review, Maybe Later, Back to Log in.',
          'A busy label puts the verb in the present: Adding... (as the specification writes it), Saving..., Placing Order...',
        ],
      },
    }),
  },
  args: { children: 'Add to Cart', onPress: fn() },
  argTypes: {
    ...textProps('busyLabel'),
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

export const PressCallsOnPress: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm' } };

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Adding...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Adding...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = { args: { fullWidth: true } };
