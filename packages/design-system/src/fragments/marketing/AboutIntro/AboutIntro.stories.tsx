import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { sampleImage } from '../marketing.fixtures';
import { AboutIntro } from './AboutIntro';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/AboutIntro',
  component: AboutIntro,
  argTypes: { ...fixtureData('moreParagraphs') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The lab’s introduction: the About Us eyebrow, the heading A dental lab that listens, a short lead and View More, which opens the longer story in a dialog (About Interdental Lab). The About Us page and the landing page show it.',
        do: [
          'Set `headingLevel` to 1 on the About Us page, where it is the title; leave it at 2 as a section of the landing page.',
          'Leave `moreParagraphs` unset to tell the lab’s own story in the dialog.',
          'Treat `imageUrl` as decoration: the picture has empty alt text, so the copy says everything.',
        ],
        dont: [
          'Don’t put two on one page: its heading has a fixed id (about-intro-title).',
          'Don’t put the reasons to choose the lab in it: WhyUs shows those three cards under it on About Us.',
        ],
        content: [
          'The button reads View More, as the specification names it; the dialog is titled About Interdental Lab.',
          'The lead and the story carry the specification’s About Us copy: feedback, quality services at realistic prices, product support with technical knowledge.',
          'Dialog paragraphs are whole sentences in the lab’s “we” voice.',
        ],
      },
    }),
  },
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
