import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleImage } from '../../admin/products/adminProducts.fixtures';
import { warrantyCases } from '../warranty.fixtures';
import type { ClaimPhoto } from './ClaimPhotoPicker';
import { ClaimRequestForm } from './ClaimRequestForm';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const filled = {
  reference: 'PW-7K3M9Q',
  email: 'maria.lopez@example.com',
  officeReference: 'DO-4F8T2P',
  caseType: 'chipped-crown',
  description: 'The upper left crown chipped at the edge while eating.',
};

const uploaded: ClaimPhoto = {
  key: '1',
  fileName: 'front.jpg',
  previewUrl: sampleImage('Front', '#e3f0f8'),
  imageUrl: '/interdentallab/uploads/0123456789abcdef0123456789abcdef.webp',
};
const uploading: ClaimPhoto = {
  key: '2',
  fileName: 'side.png',
  previewUrl: sampleImage('Side', '#fff3d6'),
  progress: 40,
};
const refusedPhoto: ClaimPhoto = {
  key: '3',
  fileName: 'scan.png',
  previewUrl: sampleImage('Scan', '#f8e3e3'),
  errorMessage: 'This file is not an image. Use JPEG, PNG, WebP, AVIF or GIF.',
};

const meta = {
  title: 'Warranty/ClaimRequestForm',
  component: ClaimRequestForm,
  argTypes: { ...fixtureData('cases', 'errors', 'initialValues', 'photos') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'The warranty claim the patient fills in with their dentist: reference number, e-mail, the dentist office’s reference number, what happened, a description and up to 6 photos, with Send Claim. On /patient and /warranty (Request a claim).',
        do: [
          'Upload photos as soon as they are picked (`onAddPhotos`) with the reference and e-mail from `onIdentityChange`, and pass them back in `photos`.',
          'Prefill the reference and e-mail from a look-up just made (`initialValues`); what else was typed stays.',
          'Set `status` to refused with `refusalReason` when the program’s rules refuse the claim, and to sent with `claimNumber` once it is stored.',
          'Leave the 10-character minimum the description’s hint asks for to the server: the form checks only that it is filled in.',
        ],
        dont: [
          'Don’t leave out `onAddPhotos` where photos are wanted: without it the photo field is not shown.',
          'Don’t use it to look up a warranty or to write to the lab: use EnrollmentLookupForm or ContactForm.',
        ],
        content: [
          'Its own errors say what to enter: Enter your reference number, Choose what happened, Describe what happened.',
          'The cases come from the data (Chipped crown, Loose crown, Displaced crown, Allergic reaction), under What happened?',
          'A refusal is titled This claim cannot be accepted and gives the server’s reason, e.g. This warranty has 1 overdue due. Please pay it before filing a claim.',
          'A photo’s error says what to do: This file is not an image. Use JPEG, PNG, WebP, AVIF or GIF.',
        ],
      },
    }),
  },
  args: { cases: warrantyCases, onSubmit: fn(), onAddPhotos: fn(), onRemovePhoto: fn() },
} satisfies Meta<typeof ClaimRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Claim' }));
    for (const message of [
      'Enter your reference number',
      'Enter your e-mail address',
      "Enter your dentist office's reference number",
      'Choose what happened',
      'Describe what happened',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Choosing the case and sending reports it with the other values. */
export const CaseChoiceSelects: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { initialValues: { ...filled, caseType: '' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Chipped crown' }));
    await expect(canvas.getByRole('radio', { name: 'Chipped crown' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Claim' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, photoUrls: [] });
  },
};

export const ServerErrors: Story = {
  args: {
    initialValues: { ...filled, description: 'Broken' },
    errors: {
      description: 'Describe the problem in at least 10 characters',
      photoUrls: 'Some photos were not uploaded to the shop; add them again with the photo field',
    },
  },
};

/** Uploaded photos are sent with the claim; each can be removed. */
export const PhotosAttached: Story = {
  args: { initialValues: filled, photos: [uploaded, { ...uploaded, key: '4', fileName: 'back.jpg' }] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Attached photos' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Preview of front.jpg' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove back.jpg' }));
    await expect(args.onRemovePhoto).toHaveBeenCalledWith('4');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Claim' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      photoUrls: [uploaded.imageUrl, uploaded.imageUrl],
    });
  },
};

/** Picking files hands the images to the caller; other files are named as refused. */
export const PicksPhotos: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvasElement, args, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = new File(['png'], 'crown.png', { type: 'image/png' });
    const text = new File(['text'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(input, [png, text], { applyAccept: false });
    await expect(args.onAddPhotos).toHaveBeenCalledWith([png]);
    await expect(canvas.getByText('Only image files can be added.')).toBeVisible();
  },
};

/** While a photo uploads it shows its progress and the claim waits for it. */
export const UploadingPhoto: Story = {
  args: { initialValues: filled, photos: [uploaded, uploading] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading side.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Claim' }));
    await expect(canvas.getByText('Wait until the photos have finished uploading')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refused file says why; the claim is sent without it. */
export const PhotoUploadError: Story = {
  args: { initialValues: filled, photos: [uploaded, refusedPhoto] },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('This file is not an image. Use JPEG, PNG, WebP, AVIF or GIF.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Claim' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, photoUrls: [uploaded.imageUrl] });
  },
};

/** Six photos fill the field: the picker is disabled. */
export const SixPhotos: Story = {
  args: {
    initialValues: filled,
    photos: Array.from({ length: 6 }, (_, index) => ({
      ...uploaded,
      key: String(index),
      fileName: `photo-${index + 1}.jpg`,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Photos' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { status: 'busy', initialValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending Claim...' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    status: 'refused',
    refusalReason: 'This warranty has 1 overdue due. Please pay it before filing a claim.',
    initialValues: filled,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('overdue due');
  },
};

export const Sent: Story = {
  args: { status: 'sent', claimNumber: 'CL-14' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your claim was received');
  },
};

export const LongText: Story = {
  args: { initialValues: { ...filled, description: 'A long description of what happened. '.repeat(15) } },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
