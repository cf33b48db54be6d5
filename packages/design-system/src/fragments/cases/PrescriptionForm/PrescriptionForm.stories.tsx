import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PrescriptionForm, prescriptionFormStatuses } from './PrescriptionForm';
import { filledBridge, labServices } from './PrescriptionForm.fixtures';
import { chooseOption } from '../../../components/storybook/chooseOption';
import { fixtureData, textProps } from '../../../components/storybook/controls';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';

/** Where the container puts the scan upload (a fragment of its own). */
const filesSlot = <p>The scan upload goes here: STL, PLY or OBJ scans and photos.</p>;

const meta = {
  title: 'Cases/PrescriptionForm',
  component: PrescriptionForm,
  argTypes: {
    ...fixtureData('services', 'errors', 'initialValues', 'files'),
    ...textProps('earliestDueDate', 'reference', 'formError'),
    status: { control: 'inline-radio', options: prescriptionFormStatuses },
    rushSurchargeCents: { control: 'number' },
  },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The prescription a dentist office sends with a case: the patient as the office names them, the lab service, the teeth on the tooth chart, material, shade, notes on margins, contacts and occlusion, the due date and rush, with Send Case. Once `status` is sent it confirms the case and shows its number.',
        do: [
          'Pass the shop’s lab-service products in `services`: the service’s restoration decides how many teeth the chart takes (a bridge joins teeth next to each other).',
          'Work out `earliestDueDate` for the chosen service and rush (the contract’s `earliestDueDate`) and update it from `onValuesChange`.',
          'Put the scan upload in `files`: it shows under Scans and Photos.',
          'Set `status` to busy while sending and to sent, with `reference`, once the server answers; place the server’s 400 details with `prescriptionFormFieldOf` and pass them in `errors`, a failed request in `formError`.',
        ],
        dont: [
          'Don’t ask for the patient’s name: the lab needs initials or the office’s chart number only.',
          'Don’t check the prescription again in the container: the form checks it with the contract’s schema, as the server does.',
        ],
        content: [
          'Parts are headed Patient and Restoration; Teeth, Material and Shade; Notes for the Lab; Due Date and Rush; Scans and Photos.',
          'Errors are the contract’s: Enter the patient’s initials or your chart number. A bridge joins teeth next to each other in one arch: 3, 4 and 6 are not.',
          'Days are written in full: Tuesday, December 15, 2026. The rush line names its surcharge: Rush: about half the time, $45.00 more.',
        ],
      },
    }),
  },
  args: {
    services: labServices,
    earliestDueDate: '2026-12-09',
    rushSurchargeCents: 4500,
    onSubmit: fn(),
    onValuesChange: fn(),
    files: filesSlot,
  },
} satisfies Meta<typeof PrescriptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Prescription' })).toBeVisible();
    await expect(canvas.getByLabelText('Due Date')).toHaveAccessibleDescription(
      'The earliest the lab can deliver is Wednesday, December 9, 2026. Leave empty for that day.',
    );
    await expect(canvas.getByRole('checkbox', { name: /Rush.*\$45\.00 more/ })).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Scans and Photos' })).toHaveTextContent('scan upload');
  },
};

/** Sending with nothing filled in names every missing field and sends nothing. */
export const EmptySubmitShowsErrors: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Case' }));
    for (const message of [
      'Please correct the fields marked below.',
      'Enter the patient’s initials or your chart number.',
      'Choose the lab service to order.',
      'Choose the teeth to restore on the chart.',
      'Choose a material.',
      'Choose the shade of the restoration.',
    ]) {
      await expectVisible(canvas.getByText(message));
    }
    await expect(canvas.getByRole('textbox', { name: 'Patient' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A bridge of 3, 4 and 6 is refused on the chart with the contract’s message; 5 makes it right. */
export const BridgeOfNonAdjacentTeethRefused: Story = {
  tags: ['!autodocs'],
  args: { initialValues: { ...filledBridge, teeth: [] } },
  play: async ({ canvas, args }) => {
    for (const tooth of [3, 4, 6]) {
      await userEvent.click(canvas.getByRole('button', { name: `Tooth ${tooth}` }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Send Case' }));
    const chart = canvas.getByRole('toolbar', { name: 'Teeth' });
    await waitFor(() =>
      expect(chart).toHaveAccessibleDescription(
        expect.stringContaining('A bridge joins teeth next to each other in one arch: 3, 4 and 6 are not.'),
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A due date before the earliest the lab can meet is refused, saying which day it can. */
export const EarlyDueDateRefused: Story = {
  tags: ['!autodocs'],
  args: { initialValues: { ...filledBridge, dueDate: '2026-12-02' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Case' }));
    await expectVisible(
      canvas.getByText(
        'The lab cannot deliver a bridge by Wednesday, December 2, 2026: the earliest is Wednesday, December 9, 2026. Choose that day or later, or ask for a rush.',
      ),
    );
    await expect(canvas.getByLabelText('Due Date')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** By keyboard alone: typing, Tab between fields, arrows and Space on the chart, Enter to send. */
export const SendsByKeyboard: Story = {
  tags: ['!autodocs'],
  args: { initialValues: { ...filledBridge, patientReference: '', teeth: [], rush: false } },
  play: async ({ canvas, args }) => {
    canvas.getByRole('textbox', { name: 'Patient' }).focus();
    await userEvent.keyboard('JD-1042');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Lab Service/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tooth 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} {ArrowRight} {ArrowRight} ');
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(3);
    // The chart hands a real Tab on from its last tooth; user-event's simulated Tab moves from the
    // tooth that was focused instead, so the walk on starts at the field after the chart.
    canvas.getByRole('button', { name: /Material/ }).focus();
    const rush = canvas.getByRole('checkbox', { name: /Rush/ });
    // The shade, the notes and the date's parts come first: Tab on until Rush.
    for (let step = 0; step < 20 && document.activeElement !== rush; step += 1) await userEvent.tab();
    await expect(rush).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: /Rush/ })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Case' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      productId: 12,
      prescription: {
        patientReference: 'JD-1042',
        kind: 'bridge',
        teeth: [3, 4, 5],
        material: 'zirconia',
        shade: { system: 'vita_classical', shade: 'A2' },
        notes: { margins: 'Chamfer on 3 and 5' },
        rush: true,
        requestedDueDate: '2026-12-15',
      },
    });
  },
};

/** A service picked from the list takes its teeth rule: a crown restores one tooth. */
export const CrownTakesOneTooth: Story = {
  tags: ['!autodocs'],
  args: { initialValues: { ...filledBridge, productId: null } },
  play: async ({ canvas, args }) => {
    await chooseOption(canvas.getByRole('button', { name: /Lab Service/ }), 'Full-contour zirconia crown');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Case' }));
    await expectVisible(
      canvas.getByText('A crown restores one tooth: choose one of 3, 4 and 5, or a bridge to join teeth.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    // The earliest day as the container works it out again after the refusal.
    earliestDueDate: '2026-12-15',
    initialValues: { ...filledBridge, dueDate: '2026-12-12' },
    formError: 'Please correct the fields marked below.',
    errors: {
      productId: 'This lab service is not offered any more: choose another one.',
      dueDate:
        'The lab cannot deliver a bridge by Saturday, December 12, 2026: the earliest is Tuesday, December 15, 2026. Choose that day or later, or ask for a rush.',
    },
  },
};

export const Busy: Story = {
  args: { status: 'busy', initialValues: filledBridge },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Patient' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { status: 'sent', reference: '1042' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your reference number: 1042');
  },
};

/** On a 375 px phone the fields stack and the tooth chart keeps to the screen. */
export const Phone: Story = {
  args: { initialValues: filledBridge },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const send = canvas.getByRole('button', { name: 'Send Case' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongText: Story = {
  args: {
    services: [
      ...labServices,
      {
        id: 15,
        name: 'Screw-retained implant bridge on multi-unit abutments, zirconia with pink gingiva',
        kind: 'bridge',
      },
    ],
    initialValues: {
      ...filledBridge,
      productId: 15,
      patientReference: 'CHART-2026-004211',
      margins:
        'Deep chamfer on 3 and 5, subgingival on the distal of 5 by about 1 mm; please keep the margin line crisp on the buccal of 3 where the old crown left a ledge.',
      contacts:
        'Firm contacts mesial of 3 and distal of 5; the patient complains of food impaction between 5 and 6.',
      occlusion:
        'Light centric contacts only, no contact in lateral excursions on the pontic; canine guidance on the right side, group function on the left.',
    },
  },
};
