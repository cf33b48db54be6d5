import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ScanViewer } from './ScanViewer';
import { notAScan, toothObj, toothPly, toothStl } from './ScanViewer.fixtures';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const MB = 1024 * 1024;

const meta = {
  title: 'Cases/ScanViewer',
  component: ScanViewer,
  argTypes: {
    ...fixtureData('data'),
    ...textProps('fileName', 'loadError'),
    format: { control: 'inline-radio', options: ['stl', 'ply', 'obj'] },
  },
  parameters: {
    ...docsPage({
      usage: {
        use: 'One intraoral scan of a case in 3D, for the office and the lab: drag to rotate it, scroll or pinch to zoom, or use the buttons under it (by keyboard too). STL, PLY and OBJ files, read by three.js’s own loaders.',
        do: [
          'Load it lazily from its own entry, `@idl/design-system/scan-viewer` (`React.lazy`): three.js stays out of the shop’s other pages.',
          'Fetch the scan’s file with the signed-in session and pass its bytes as `data` with the scan’s `kind` as `format`; while it downloads pass `loadedBytes` and `totalBytes`.',
          'Pass `loadError` and `onRetry` when the download failed; a file that arrives but cannot be read says so by itself.',
          'Give it the width of its column (`width`, `height`): it draws at that size.',
        ],
        dont: [
          'Don’t give it a URL to fetch: the fragment never fetches, the web app does (with credentials).',
          'Don’t re-export it from the design system’s index: the page that shows scans imports its entry.',
          'Don’t show several at once on a phone: each view holds its scan in the graphics memory.',
        ],
        content: [
          'Buttons: Rotate Left, Rotate Right, Rotate Up, Rotate Down, Zoom In, Zoom Out, Reset View.',
          'The view is named 3D view of upper-jaw.stl (STL); screen readers hear where it is turned after each move (Turned 15° left, tilted 20° up, zoom 100%).',
          'Loading says the file and how far: Loading upper-jaw.stl: 80 MB of 200 MB.',
          'A file that cannot be read says which, as what, and what to do: download it to check, or ask for the scan again.',
        ],
      },
    }),
  },
  args: { data: toothStl(), format: 'stl', fileName: 'upper-molar-3.stl' },
} satisfies Meta<typeof ScanViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (canvas: { getByRole: (role: 'img', options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('img', { name: /^3D view of/ }) as HTMLCanvasElement;

/** A binary STL, from the front and slightly above. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(view(canvas)).toHaveAccessibleName('3D view of upper-molar-3.stl (STL)');
    await expect(canvas.getByRole('status')).toHaveTextContent('Turned 0° left, tilted 20° up, zoom 100%');
  },
};

export const Ply: Story = {
  args: { data: toothPly(), format: 'ply', fileName: 'upper-molar-3.ply' },
  play: async ({ canvas }) => {
    await expect(view(canvas)).toHaveAccessibleName('3D view of upper-molar-3.ply (PLY)');
  },
};

export const Obj: Story = {
  args: { data: toothObj(), format: 'obj', fileName: 'upper-molar-3.obj' },
  play: async ({ canvas }) => {
    await expect(view(canvas)).toHaveAccessibleName('3D view of upper-molar-3.obj (OBJ)');
  },
};

/** The download under way: how much of the file has arrived. */
export const Loading: Story = {
  args: { data: undefined, loadedBytes: 80 * MB, totalBytes: 200 * MB, fileName: 'upper-jaw.stl' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading upper-jaw.stl' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('Loading upper-jaw.stl: 80 MB of 200 MB');
  },
};

/** The download failed: why, and Retry. */
export const LoadFailed: Story = {
  args: {
    data: undefined,
    loadError: 'We could not load upper-jaw.stl. Check your connection and try again.',
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load upper-jaw.stl.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The bytes arrived but hold no STL: the viewer says so instead of an empty view. */
export const Unreadable: Story = {
  args: { data: notAScan(), format: 'stl', fileName: 'upper-jaw.stl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('upper-jaw.stl could not be read as STL');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/**
 * By keyboard: each button turns, tilts or zooms the view (the picture changes and screen readers
 * hear where it is), and Reset View goes back to the first view.
 */
export const KeyboardControls: Story = {
  play: async ({ canvas }) => {
    const picture = () => view(canvas).toDataURL();
    const status = canvas.getByRole('status');
    // The first view drawn, then its picture.
    await expect(status).toHaveTextContent('Turned 0° left, tilted 20° up, zoom 100%');
    const first = picture();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rotate Left' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Turned 15° left, tilted 20° up, zoom 100%');
    await expect(picture()).not.toBe(first);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rotate Up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Turned 15° left, tilted 35° up, zoom 100%');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom In' }));
    await expect(status).toHaveTextContent('zoom 125%');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset View' }));
    await waitFor(() => expect(status).toHaveTextContent('Turned 0° left, tilted 20° up, zoom 100%'));
    await expect(picture()).toBe(first);
  },
};

/** The mouse wheel (or a pinch) zooms, as the buttons do. */
export const WheelToZoom: Story = {
  play: async ({ canvas }) => {
    const target = view(canvas);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('zoom 100%');
    const box = target.getBoundingClientRect();
    target.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
        bubbles: true,
        cancelable: true,
      }),
    );
    await waitFor(() => expect(status).toHaveTextContent(/zoom (?!100%)\d+%/));
  },
};

/** On a phone the web app gives it the screen's width. */
export const Phone: Story = {
  args: { width: 343, height: 300 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Reset View' })).toBeVisible();
  },
};
