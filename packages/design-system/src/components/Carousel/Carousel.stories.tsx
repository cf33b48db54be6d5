import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../theme/vars.css';
import { Carousel } from './Carousel';
import { docsPage } from '../storybook/usage';
import { fixtureData } from '../storybook/controls';

const names = [
  'Zirconia crown',
  'Emax veneer',
  'PFM bridge',
  'Night guard',
  'Implant crown',
  'Clear aligner',
];

function Slide({ name }: { name: string }) {
  return (
    <div
      style={{
        height: 160,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: vars.radius.md,
        background: vars.color.brandSoft,
        color: vars.color.brandStrong,
        fontWeight: 600,
      }}
    >
      {name}
    </div>
  );
}

const slides = names.map((name) => <Slide key={name} name={name} />);
const settle = () => new Promise((resolve) => setTimeout(resolve, 900));

// Autoplay stays off in the screenshot stories so pixels never depend on timing.
const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  argTypes: { ...fixtureData('children') },
  parameters: {
    ...docsPage({
      usage: {
        use: 'A slide show built on keen-slider: swipe or drag, Previous and Next buttons, a Slide 2 of 6 status and optional autoplay. The product page’s images, its Related Products and the admin product detail’s images use it.',
        do: [
          'Name it with `label` (Product images, Related Products): it is a region screen readers can find.',
          'Use the specification’s settings: `autoplayMs` 2500 for product images; 3000 for related products, with 4 per view and `spacing` 24.',
          'Drive it with `slide` and `onSlideChange` when something else chooses the slide, like the product page’s thumbnails.',
          'Set `loop` only when there is more than one slide, as the product gallery does.',
        ],
        dont: [
          'Don’t rely on autoplay to show anything: it stops on hover and focus and never runs with reduced motion. Every slide must be reachable with Previous and Next.',
          'Don’t use it for a list people scan or compare, like the shop’s products: use a grid (ProductGrid).',
        ],
        content: [
          'The `label` names what the slides show: Product images, Related Products.',
          'Each picture in a slide needs its own alt text (the product gallery uses the image’s alt text, or the product name).',
          'The Previous slide and Next slide names and the slide status are fixed in the component.',
        ],
      },
    }),
  },
  args: { label: 'Product images', children: slides },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RelatedProducts: Story = {
  args: { label: 'Related Products', slidesPerView: 4, spacing: 24 },
};

export const NextAndPrevious: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    // keen-slider reports the new slide when its (JavaScript) animation ends: slow on a busy machine.
    await waitFor(() => expect(canvas.getByText('Slide 3 of 6')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(canvas.getByText('Slide 2 of 6')).toBeVisible(), { timeout: 5000 });
    await settle();
  },
};

export const AutoplayPausesOnHover: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  args: { autoplayMs: 400 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Slide 2 of 6')).toBeVisible(), { timeout: 3000 });
    const region = canvas.getByRole('region', { name: 'Product images' });
    await userEvent.hover(region);
    await settle();
    const pausedAt = canvas.getByText(/^Slide \d of 6$/).textContent;
    await settle();
    await expect(canvas.getByText(/^Slide \d of 6$/).textContent).toBe(pausedAt);
    // Go back to the first slide so the screenshot does not depend on timing.
    for (let i = 0; i < 6 && !canvas.queryByText('Slide 1 of 6'); i += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
      await settle();
    }
    await expect(canvas.getByText('Slide 1 of 6')).toBeVisible();
  },
};

export const SingleSlide: Story = { args: { children: [slides[0]] } };
