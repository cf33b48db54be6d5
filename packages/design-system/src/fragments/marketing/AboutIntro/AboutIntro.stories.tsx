import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { sampleImage } from '../marketing.fixtures';
import { AboutIntro } from './AboutIntro';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { ownFrameInDocs } from '../../../components/storybook/ownFrameInDocs';

const meta = {
  title: 'Marketing/AboutIntro',
  component: AboutIntro,
  parameters: { layout: 'fullscreen', ...ownFrameInDocs() },
  args: { imageUrl: sampleImage('Our lab'), headingLevel: 1 },
} satisfies Meta<typeof AboutIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** View More opens the dialog; Escape closes it and the intro stays. */
export const ViewMoreOpensAndCloses: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View More' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Interdental Lab' });
    await expect(dialog).toHaveTextContent('full-service prosthetic dental lab in Miami, Florida');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectVisible(canvas.getByRole('heading', { name: 'A dental lab that listens' }));
  },
};

export const MoreOpen: Story = {
  args: { defaultMoreOpen: true },
  play: async () => {
    await expectVisible(await screen.findByRole('dialog', { name: 'About Interdental Lab' }));
  },
};

export const LongText: Story = {
  args: {
    defaultMoreOpen: true,
    moreParagraphs: Array.from(
      { length: 4 },
      (_, i) =>
        `Paragraph ${i + 1}: since the lab opened, dentists have sent us cases from all over Florida and beyond, and we have kept the same promise of careful, well-supported work at a fair price for every single restoration that leaves our benches.`,
    ),
  },
  // The dialog's code loads on first use: the screenshot waits for it.
  play: async () => {
    await expectVisible(await screen.findByRole('dialog', { name: 'About Interdental Lab' }));
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
