import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ShadePicker, type ShadePickerProps } from './ShadePicker';
import { docsPage } from '../../../components/storybook/usage';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { fixtureData, textProps } from '../../../components/storybook/controls';

/** Holds the chosen shade so the picker responds as it would in the prescription form. */
function Stateful(props: ShadePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ShadePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Cases/ShadePicker',
  component: ShadePicker,
  argTypes: { ...fixtureData('value'), ...textProps('errorMessage', 'label') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The shade of a lab case’s prescription: the shade guide (VITA classical or VITA 3D-Master) as two radios, one above the other, then that guide’s shades in a select, in the guide’s own order.',
        do: [
          'Keep the shade in the form and pass it back in `value`: `onChange` gets the guide and the shade, or `null` when another guide is chosen.',
          'Name a second shade in `label` when the form asks for one (Stump shade).',
          'Say in `errorMessage` what is missing when the form is sent without a shade.',
        ],
        dont: [
          'Don’t type shades into a text field: a lab cannot make a tooth from a shade its guide does not have.',
          'Don’t use it to show a case’s shade read-only: write it as text (VITA classical A2).',
        ],
        content: [
          'Guides are named as VITA names them: VITA classical, VITA 3D-Master.',
          'Shades are written as on the guide’s tabs: A3.5, 2L1.5, 0M1.',
          'An error says what to choose: Choose the shade of the restoration.',
        ],
      },
    }),
  },
  args: { value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ShadePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Shade' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'VITA classical' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Choose a shade/ })).toBeVisible();
  },
};

export const Chosen: Story = {
  args: { value: { system: 'vita_classical', shade: 'A2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /A2/ })).toBeVisible();
  },
};

export const ThreeDMaster: Story = {
  args: { value: { system: 'vita_3d_master', shade: '2M2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'VITA 3D-Master' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /2M2/ })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Choose the shade of the restoration.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose a shade/ })).toHaveAccessibleDescription(
      'Choose the shade of the restoration.',
    );
  },
};

export const Disabled: Story = {
  args: { value: { system: 'vita_classical', shade: 'A2' }, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'VITA 3D-Master' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /A2/ })).toBeDisabled();
  },
};

/** On a 375 px phone the guides and the select keep to the screen. */
export const Phone: Story = {
  args: { value: { system: 'vita_3d_master', shade: '2M2' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const select = canvas.getByRole('button', { name: /2M2/ });
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** By keyboard: the arrow key picks VITA 3D-Master, Tab reaches the select, Enter picks a shade. */
export const ChoosingByKeyboard: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    canvas.getByRole('radio', { name: 'VITA classical' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'VITA 3D-Master' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /VITA 3D-Master Shade/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expectVisible(screen.getByRole('listbox'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ system: 'vita_3d_master', shade: '0M2' });
    // The list closes, then hands the focus back to its button.
    await waitFor(() => expect(canvas.getByRole('button', { name: /0M2/ })).toHaveFocus());
  },
};
