import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ToothChart, type ToothChartProps } from './ToothChart';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

/** Holds the chosen teeth so the buttons respond as they would in the prescription form. */
function Stateful(props: ToothChartProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <ToothChart
      {...props}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Cases/ToothChart',
  component: ToothChart,
  argTypes: { ...fixtureData('selected'), ...textProps('description', 'errorMessage', 'label') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The teeth of a lab case’s prescription: the 32 permanent teeth in Universal numbering as two rows of toggle buttons, the upper arch 1 to 16 and the lower arch 32 to 17 as the dentist faces the patient. Arrow keys move between teeth, Space toggles one.',
        do: [
          'Keep the chosen teeth in the form and pass them back in `selected`: `onChange` gets all of them, in ascending order, after every toggle.',
          'Say what the teeth are for in `label` when the form asks more than once (Teeth to restore, Abutment teeth).',
          'Check a bridge’s teeth where the form is checked and show what is wrong in `errorMessage`.',
        ],
        dont: [
          'Don’t use it for primary (baby) teeth or another numbering (FDI, Palmer): it draws the 32 Universal numbers only.',
          'Don’t use it to show a case’s teeth read-only: list the numbers as text (Teeth 3, 4, 5); a disabled chart is for a form that cannot be changed yet.',
        ],
        content: [
          'Buttons show the Universal number only; screen readers hear Tooth 14, in the group Upper Arch or Lower Arch.',
          'The label is a noun in sentence case: Teeth, Teeth to restore.',
          'An error names the teeth and says what is wrong: A bridge joins teeth next to each other in one arch: 3, 4 and 6 are not.',
        ],
      },
    }),
  },
  args: { selected: [], onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ToothChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Teeth' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Upper Arch' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Lower Arch' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(32);
  },
};

/** A three-unit bridge from tooth 3 to tooth 5. */
export const Selected: Story = {
  args: { selected: [3, 4, 5] },
  play: async ({ canvas }) => {
    const pressed = canvas.getAllByRole('button', { pressed: true });
    await expect(pressed.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Tooth 3',
      'Tooth 4',
      'Tooth 5',
    ]);
  },
};

export const WithError: Story = {
  args: {
    selected: [3, 4, 6],
    errorMessage: 'A bridge joins teeth next to each other in one arch: 3, 4 and 6 are not.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Teeth' })).toHaveAccessibleDescription(
      'A bridge joins teeth next to each other in one arch: 3, 4 and 6 are not.',
    );
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Teeth to restore',
    description: 'Choose every tooth of the bridge, abutments and pontics.',
  },
};

export const Disabled: Story = {
  args: { selected: [3, 4, 5], isDisabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** On a 375 px phone each arch's quadrants stack, and the chart stays inside the screen. */
export const Phone: Story = {
  args: { selected: [3, 4, 5] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const tooth of [1, 8, 9, 16, 17, 32]) {
      const button = canvas.getByRole('button', { name: `Tooth ${tooth}` });
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** A click toggles Tooth 14; the arrow key moves to Tooth 15 and Space toggles it too. */
export const ChoosingTeeth: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tooth 14' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([14]);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Tooth 15' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([14, 15]);
    await expect(canvas.getByRole('button', { name: 'Tooth 15' })).toHaveAttribute('aria-pressed', 'true');
  },
};
