import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { samplePngFile } from '../adminProducts.fixtures';
import { AddBrandModal } from './AddBrandModal';
import { expectVisible } from '../../../../components/storybook/expectVisible';
import { ownFrameInDocs } from '../../../../components/storybook/ownFrameInDocs';

const meta = {
  title: 'Admin/Products/AddBrandModal',
  parameters: ownFrameInDocs(),
  component: AddBrandModal,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof AddBrandModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithErrors: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    await userEvent.type(within(dialog).getByLabelText('Brand Name'), 'Oral-B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill all the fields');
    await expectVisible(within(dialog).getByText('Choose a logo image'));
    await expectVisible(within(dialog).getByText('Description is required'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LogoPreviewAndConfirm: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input!, samplePngFile('oral-b.png'));
    await expectVisible(within(dialog).getByRole('img', { name: 'Logo preview: oral-b.png' }));
    await userEvent.type(within(dialog).getByLabelText('Brand Name'), 'Oral-B');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Brushes and floss.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Oral-B',
      description: 'Brushes and floss.',
      logo: expect.objectContaining({ name: 'oral-b.png' }),
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = { args: { errorMessage: 'The logo could not be uploaded. Try again.' } };
