import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Placeholder } from './Placeholder';
import { docsPage } from '../../../components/storybook/usage';

const meta = {
  title: 'Marketing/Placeholder',
  component: Placeholder,
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'A temporary landing page for while the shop’s screens are assembled: the hero title, one line about the lab and a Visit the API Docs button. No route of the web app shows it today.',
        do: [
          'Use it alone, as a whole page: it renders its own main landmark and h1.',
          'Point `docsHref` at the server’s API docs when they are not at /interdentallab/docs (the default).',
        ],
        dont: [
          'Don’t use it as the shop’s landing page: / is built from LandingHero and the landing sections.',
          'Don’t put it inside another page’s main: for a page’s opening band use PageIntro.',
        ],
        content: [
          'The title is the specification’s hero line, word for word: Crafting Smiles with Innovation and Artistry.',
          'The lead names the lab as Interdental Lab, a full-service prosthetic dental lab in Miami, Florida.',
          'The button says where it leads: Visit the API Docs.',
        ],
      },
    }),
  },
} satisfies Meta<typeof Placeholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Crafting Smiles with Innovation and Artistry' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
