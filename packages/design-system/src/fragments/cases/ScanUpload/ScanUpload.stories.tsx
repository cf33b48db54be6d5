import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ScanUpload } from './ScanUpload';
import { done, failed, longName, paused, uploading, waiting } from './ScanUpload.fixtures';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const MB = 1024 * 1024;

/** A file of any size without allocating it: only its name and size matter before upload. */
function fileOf(name: string, size: number): File {
  const file = new File(['solid'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const meta = {
  title: 'Cases/ScanUpload',
  component: ScanUpload,
  argTypes: {
    ...fixtureData('files'),
    ...textProps('errorMessage'),
    maxBytes: { control: 'number' },
  },
  parameters: {
    ...docsPage({
      usage: {
        use: 'Where an office adds the intraoral scans of a case (STL, PLY or OBJ, up to 500 MB each): it picks or drops the files, and follows each upload in a row with its name, size, progress and state until it is uploaded.',
        do: [
          'Start the uploads from `onFilesChosen` and pass each file back in `files` as its upload moves: waiting, uploading (with `uploadedBytes`), paused, failed or done.',
          'Set `paused` with a `message` when the connection drops: Resume (`onResume`) asks the server for its offset and sends the rest.',
          'Put the server’s refusal in `message` of a `failed` row (a file whose content is not what its name says): Try Again calls `onRetry`.',
          'Pass the server’s limit in `maxBytes` if it is not the contract’s `SCAN_MAX_BYTES`.',
        ],
        dont: [
          'Don’t send a refused file: the fragment refuses files of another kind or over the limit itself and passes only the others to `onFilesChosen`.',
          'Don’t offer to remove an uploaded scan: it stays with the case, and the row shows no Remove button.',
          'Don’t use it for photos: the conversation and the warranty claim take photos with their own pickers.',
        ],
        content: [
          'Buttons: Choose Scans, Resume, Try Again; Remove is an icon button named Remove and the file’s name.',
          'Each row says its state in words: Waiting to upload, Uploading: 45%, Interrupted at 31%, Upload failed, Uploaded.',
          'A refused file says which and why, in the server’s words: upper.stl is too large (612 MB): a scan may have at most 500 MB.',
          'Sizes in MB with at most one decimal (52.4 MB), as the server and the case’s record say them.',
        ],
      },
    }),
  },
  args: {
    files: [done, uploading, waiting],
    onFilesChosen: fn(),
    onResume: fn(),
    onRetry: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ScanUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One scan uploaded, one on its way, one waiting its turn. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: 'upper-jaw.stl' })).toHaveAttribute(
      'aria-valuetext',
      'Uploading: 45%, 90 MB of 200 MB',
    );
    await expect(rows[0]).toHaveTextContent('antagonist.obj52.4 MBUploaded');
    // An uploaded scan stays with the case: it cannot be removed from here.
    await expect(canvas.queryByRole('button', { name: 'Remove antagonist.obj' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove lower-jaw.stl' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('STL, PLY or OBJ, at most 500 MB each.')).toBeVisible();
  },
};

export const Waiting: Story = {
  args: { files: [waiting] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Waiting to upload');
    await expect(canvas.getByRole('progressbar', { name: 'lower-jaw.stl' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

export const Uploading: Story = {
  args: { files: [uploading] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'upper-jaw.stl' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Uploading: 45%');
  },
};

/** The connection dropped: the row keeps what arrived and offers Resume. */
export const Interrupted: Story = {
  args: { files: [paused] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Interrupted at 31%The connection dropped.');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume bite-registration.ply' }));
    await expect(args.onResume).toHaveBeenCalledWith('bite');
  },
};

/** The server refused the file after its last byte: the reason, and Try Again. */
export const Failed: Story = {
  args: { files: [failed] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Upload failedprep-14.stl was refused and removed: it is named .stl but its content is PLY.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again prep-14.stl' }));
    await expect(args.onRetry).toHaveBeenCalledWith('prep');
  },
};

export const Uploaded: Story = {
  args: { files: [done] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'antagonist.obj' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Uploaded');
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

/**
 * A photo and a file over the limit are refused with why before a byte is sent; the scan among
 * them goes on to `onFilesChosen`.
 */
export const Refused: Story = {
  args: { files: [] },
  play: async ({ args, canvas }) => {
    // The real file input Choose Scans opens, labelled by the field's label.
    const input = canvas.getByLabelText<HTMLInputElement>('Intraoral Scans', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.stl,.ply,.obj');
    const scan = fileOf('lower-jaw.ply', 48 * MB);
    // A drop ignores the picker's filter: so does this upload.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input!, [fileOf('smile.jpg', 2 * MB), fileOf('upper-jaw.stl', 612 * MB), scan]);
    const refused = canvas.getByRole('alert');
    await expect(refused).toHaveTextContent('smile.jpg is not a scan: send an STL, PLY or OBJ file.');
    await expect(refused).toHaveTextContent(
      'upper-jaw.stl is too large (612 MB): a scan may have at most 500 MB.',
    );
    await expect(args.onFilesChosen).toHaveBeenCalledTimes(1);
    await expect(args.onFilesChosen).toHaveBeenCalledWith([scan]);
  },
};

/** Every state at once, by keyboard: Tab reaches the picker and each row's buttons in order. */
export const Keyboard: Story = {
  args: { files: [paused, failed, uploading] },
  play: async ({ args, canvas }) => {
    // The drop zone itself takes focus first (a paste drops the files there), then the picker.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Drop scan files here/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose Scans' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Resume bite-registration.ply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResume).toHaveBeenCalledWith('bite');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try Again prep-14.stl' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove upper-jaw.stl' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledWith('upper');
  },
};

export const LongName: Story = {
  args: { files: [longName, failed] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Scans' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** On a 375 px phone the rows keep to the screen; long names and reasons wrap. */
export const Phone: Story = {
  args: { files: [longName, paused, failed] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Choose Scans' })).toBeVisible();
  },
};
