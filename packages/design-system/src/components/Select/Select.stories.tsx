import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { InlineOverlays } from '../storybook/InlineOverlays';
import { Select } from './Select';
import { expectVisible } from '../storybook/expectVisible';
import { docsPage } from '../storybook/usage';
import { fixtureData, textProps } from '../storybook/controls';

const meta = {
  title: 'Components/Select',
  component: Select,
  argTypes: { ...fixtureData('options'), ...textProps('description', 'label', 'selectedKey') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A labelled drop-down for picking one option from a short list, with no typing, built on react-aria’s Select. The product form’s Category and Brand, Parent Category, the shop’s Sort by, the sales chart’s Period and the registration forms’ Plan and charge day use it.',
        do: [
          'Set a `placeholder` that says what to choose (Select a category); the default is Select an option.',
          'Keep options that cannot be chosen now in the list with `isDisabled`.',
          'Use `description` for a hint the choice needs, as the doctor form’s Plan does.',
          'Pass `errorMessage` to mark the field invalid and announce the reason.',
        ],
        dont: [
          'Don’t use it for a long list people would search (countries): use Combobox.',
          'Don’t use it for two or three options people should see at once: use RadioGroup.',
          'Don’t use it to run an action: use Menu.',
        ],
        content: [
          'The label is a noun in Title Case: Category, Brand, Parent Category.',
          'An error says what to choose, in the second person: Choose a plan.',
        ],
      },
    }),
  },
  args: {
    label: 'Category',
    onSelectionChange: fn(),
    options: [
      { id: 'crowns', label: 'Crowns' },
      { id: 'bridges', label: 'Bridges' },
      { id: 'veneers', label: 'Veneers' },
      { id: 'implants', label: 'Implant parts', isDisabled: true },
    ],
  },
  decorators: [
    (Story) => (
      <InlineOverlays>
        <div style={{ maxWidth: 320 }}>{Story()}</div>
      </InlineOverlays>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await expectVisible(await screen.findByRole('listbox'));
    await userEvent.click(screen.getByRole('option', { name: 'Bridges' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('bridges');
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent('Bridges');
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await expect(await screen.findByRole('option', { name: 'Implant parts' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'veneers' } };

export const Error: Story = { args: { errorMessage: 'Please fill all the fields' } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'crowns' } };
