import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Scan } from '@idl/api-contract';
import { expect, fn, userEvent } from 'storybook/test';
import { CaseScanList } from './CaseScanList';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const scans: Scan[] = [
  {
    id: 5,
    caseId: 2041,
    fileName: 'upper-jaw.stl',
    kind: 'stl',
    size: 209_715_284,
    uploadedBy: 'Dr. Ana Ruiz',
    uploadedAt: '2026-11-24T14:09:00.000Z',
  },
  {
    id: 6,
    caseId: 2041,
    fileName: 'lower-jaw-with-a-very-long-name-from-the-intraoral-scanner-export-2026-11-24.ply',
    kind: 'ply',
    size: 48_000_000,
    uploadedBy: 'Dr. Ana Ruiz',
    uploadedAt: '2026-11-24T14:12:00.000Z',
  },
];

const meta = {
  title: 'Cases/CaseScanList',
  component: CaseScanList,
  parameters: {
    ...docsPage({
      usage: {
        use: 'A case’s intraoral scans on the lab’s case page: each file’s name, kind, size, who uploaded it and when, with Download and View in 3D.',
        do: ['Pass `onView` only where a 3D viewer can open: without it the button is left out.'],
        dont: ['Don’t list uploads still under way: the API lists completed scans only.'],
        content: [
          'Buttons name their file for screen readers: Download upper-jaw.stl, View in 3D: upper-jaw.stl.',
        ],
      },
    }),
  },
  argTypes: { ...fixtureData('scans') },
  args: { scans, downloadHref: (scan) => `/files/scans/${scan.id}`, onView: fn() },
} satisfies Meta<typeof CaseScanList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'upper-jaw.stlSTL, 200 MB, from Dr. Ana Ruiz, Nov 24, 2026, 9:09 AM EST',
    );
    const download = canvas.getByRole('link', { name: 'Download upper-jaw.stl' });
    await expect(download).toHaveAttribute('href', `/files/scans/${scans[0]!.id}`);
    await expect(download).toHaveAttribute('download', 'upper-jaw.stl');
    await userEvent.click(canvas.getByRole('button', { name: 'View in 3D: upper-jaw.stl' }));
    await expect(args.onView).toHaveBeenCalledWith(scans[0]);
  },
};

export const WithoutViewer: Story = {
  args: { onView: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /in 3D/ })).toBeNull();
  },
};

export const Empty: Story = { args: { scans: [] } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
