import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from '@idl/design-system';
import { expect } from 'storybook/test';
import { MarketingPageFrame } from '../layout/MarketingPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** Any unknown address: the 404 screen between the header and footer. */
function NotFoundPage() {
  return (
    <MarketingPageFrame withMain={false}>
      <ErrorScreen kind="notFound" />
    </MarketingPageFrame>
  );
}

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '*',
      about:
        'Shown for any address no page answers (the admin area has its own) and for an order that is not the customer’s: 404, Page not found, a line saying the page does not exist or has moved, and a link back to the home page. The stories show it between the public header and footer, on a desktop and on a phone.',
    }),
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };
