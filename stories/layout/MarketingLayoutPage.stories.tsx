import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarketingPageFrame } from './MarketingPageFrame';
import { desktop, phone } from './pageFrames.fixtures';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** The frame every public page shares (home, about us, contact, patient, doctor, 404). */
function MarketingLayoutPage() {
  return (
    <MarketingPageFrame currentPath="/aboutus">
      <h1>Page content</h1>
    </MarketingPageFrame>
  );
}

const meta = {
  title: 'Pages/Marketing layout',
  component: MarketingLayoutPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/, /aboutus, /about-us, /contact-us, /patient, /doctor, /warranty',
      about:
        'Not a page of its own: the frame every public page shares, with the marketing header (Home, Shop, Patient, Doctor, About Us, Contact Us, Log In, Register Now), the page’s content and the footer. The stories mark About Us as the current page, on a desktop and on a phone, where the page links and the footer columns sit behind menu buttons.',
    }),
  },
} satisfies Meta<typeof MarketingLayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the page links and the footer columns sit behind menu buttons. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Menu' }));
    await expectVisible(canvas.getByRole('button', { name: 'Footer Menu' }));
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Interdental Lab');
  },
};

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('navigation', { name: 'Main' }));
    await expectVisible(canvas.getByRole('link', { name: 'About Us', current: 'page' }));
    await expectVisible(canvas.getByRole('link', { name: 'Register Now' }));
  },
};
