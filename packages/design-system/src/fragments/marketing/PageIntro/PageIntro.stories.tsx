import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageIntro } from './PageIntro';
import { docsPage } from '../../../components/storybook/usage';
import { textProps } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/PageIntro',
  component: PageIntro,
  argTypes: { ...textProps('children', 'text') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The opening band of a marketing page: the page’s only h1 and a lead of one or two sentences, with optional links or buttons under it (`children`). The patient, doctor and warranty pages open with it.',
        do: [
          'Put one at the top of the page, so its title is the page’s h1.',
          'Keep `text` to one or two sentences that say what the page offers.',
          'Pass next steps as links in `children`; leave them out when the sections below lead on.',
        ],
        dont: [
          'Don’t use it on the landing page: LandingHero opens that one with the lab’s promise and services.',
          'Don’t use it as a section heading further down: it renders an h1; sections carry their own h2.',
        ],
        content: [
          'The title is in sentence case and names the audience or the task: Extended warranty for patients, Your extended warranty.',
          'The lead speaks to the reader as “you” and of the lab as “we”.',
          'Figures agree with the plans data: 3, 6 or 9 years, 50-70% on lab fees.',
        ],
      },
    }),
  },
  args: {
    title: 'Extended warranty for patients',
    text: 'Keep your smile covered for 3, 6 or 9 years with a small monthly charge.',
  },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Extended warranty for patients',
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Extended warranty for the crowns, bridges, veneers and implant crowns of our patients',
    text: 'A long lead paragraph that wraps over several lines. '.repeat(5),
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
