import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { docsPage } from '../storybook/usage';
import { fixtureData, textProps } from '../storybook/controls';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  argTypes: { ...fixtureData('options'), ...textProps('description', 'label', 'value') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'One choice out of a few options that are all visible, built on react-aria’s RadioGroup; arrow keys move between them. The shop’s Availability and Categories filters, the checkout’s payment choice, a product’s options, the patient plans and the claim form use it.',
        do: [
          'Give the group a `label` that names the question: Availability, How do you want to pay?',
          'When no choice is an answer too, make it an option (the shop filters’ Any and All categories): a chosen radio cannot be cleared.',
          'Use `orientation="horizontal"` for two or three short options, like the product form’s Option Type.',
        ],
        dont: [
          'Don’t use it for more options than fit at a glance: use Select, or Combobox when people would type.',
          'Don’t use it for choices that can be combined: use Checkbox, as the Brands filter does.',
        ],
        content: [
          'The label is a noun in Title Case (Availability, Plan) or a short question (What happened?).',
          'Options are short and parallel, each clear when read on its own: In stock, Out of stock.',
          'An error says what to choose, in the second person: Choose what happened.',
        ],
      },
    }),
  },
  args: {
    label: 'Availability',
    onChange: fn(),
    options: [
      { value: 'inStock', label: 'In stock' },
      { value: 'outOfStock', label: 'Out of stock' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Availability' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const ArrowKeyMovesChoice: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'In stock' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Out of stock' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('outOfStock');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'inStock' } };

/** On one line, the hint and the error still sit under the options, on lines of their own. */
export const HorizontalWithError: Story = {
  args: {
    orientation: 'horizontal',
    description: 'Shown on the product page.',
    errorMessage: 'Choose an availability',
  },
};

export const Error: Story = { args: { errorMessage: 'Choose an availability' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'outOfStock' } };
