import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RemakeRequestForm } from './RemakeRequestForm';
import { fixtureData, textProps } from '../../../components/storybook/controls';
import { docsPage } from '../../../components/storybook/usage';

const meta = {
  title: 'Cases/RemakeRequestForm',
  component: RemakeRequestForm,
  argTypes: {
    ...fixtureData('shade', 'errors'),
    ...textProps('formError'),
    // A callback: docgen reads the request type behind it as an object and offers a JSON editor.
    onSubmit: { control: false },
  },
  parameters: {
    ...docsPage({
      usage: {
        use: 'An office asks the lab to remake one of its shipped or delivered cases: why, the shade if it changes, rush, and the patient’s approved warranty claim if there is one (the remake is then free). The rest of the prescription is the original’s.',
        do: [
          'Show it from the case page’s Request a Remake action, for a shipped or delivered case only.',
          'Pass the original’s shade in `shade`; place the server’s 400 details in `errors`.',
        ],
        dont: ['Don’t ask for the teeth or the material again: the lab copies them from the original case.'],
        content: ['Errors are the contract’s: Say why the case is remade.'],
      },
    }),
  },
  args: { shade: { system: 'vita_classical', shade: 'A2' }, onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof RemakeRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Remake request' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request the Remake' })).toBeEnabled();
  },
};

/** Without a reason the request is refused with the contract’s message and nothing is sent. */
export const EmptySubmitShowsErrors: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request the Remake' }));
    await expect(await canvas.findByText('Say why the case is remade.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A reason and a claim reference: the request carries them, the claim in capitals. */
export const SendsTheRequest: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Why Is the Case Remade?' }),
      'Fractured at the margin.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Warranty Claim' }), 'idl-c-7kq3xm');
    await userEvent.click(canvas.getByRole('button', { name: 'Request the Remake' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reason: 'Fractured at the margin.',
        shade: { system: 'vita_classical', shade: 'A2' },
        rush: false,
        warrantyClaimReference: 'IDL-C-7KQ3XM',
      }),
    );
  },
};

export const ServerErrors: Story = {
  args: {
    errors: {
      warrantyClaimReference: 'No approved claim IDL-C-7KQ3XM was filed with your office’s reference.',
    },
    formError: 'Please correct the fields marked below.',
  },
};

export const Sending: Story = { args: { busy: true } };
