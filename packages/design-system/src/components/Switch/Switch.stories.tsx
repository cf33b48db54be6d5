import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';
import { docsPage } from '../storybook/usage';
import { textProps } from '../storybook/controls';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  argTypes: { ...textProps('children') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'An on or off toggle for a setting, built on react-aria’s Switch and read as a switch. The Notification Settings dialog’s four settings use it, saved together with Save Changes.',
        do: [
          'Label it with what it turns on: Email Notification, Offers and Promotions.',
          'Give each setting its own switch and its own value, as the four notification settings have.',
          'When switches are saved by a button, keep changes in a draft until it is pressed, as Notification Settings does.',
        ],
        dont: [
          'Don’t use it to accept terms or answer a yes or no question in a form: use Checkbox.',
          'Don’t use it for one choice out of several: use RadioGroup.',
        ],
        content: [
          'The label names the setting, as the specification writes them: Email Notification, Offers and Promotions, News Letter, Personalized Notification.',
          'No Turn on or Enable in the label: the switch shows the state.',
        ],
      },
    }),
  },
  args: { children: 'Email Notification', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Email Notification' })).not.toBeChecked();
  },
};

export const PressTurnsOn: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email Notification' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = { args: { isDisabled: true } };
