import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from '@idl/design-system';
import { expect } from 'storybook/test';
import { MarketingPageFrame } from '../layout/MarketingPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';

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
  parameters: { layout: 'fullscreen' },
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
