import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../theme/vars.css';
import { Carousel } from './Carousel';

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
