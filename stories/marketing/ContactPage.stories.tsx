import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactSection } from '@idl/design-system';
import { expect, fn } from 'storybook/test';
import { contactDetails } from './marketingPages.fixtures';
import { MarketingPageFrame } from '../layout/MarketingPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** /contact-us: the contact form and the contact block. */
function ContactPage() {
  return (
    <MarketingPageFrame currentPath="/contact-us">
      <ContactSection headingLevel={1} form={{ onSubmit: fn() }} details={contactDetails} />
    </MarketingPageFrame>
  );
}

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/contact-us',
      about:
        'Visitors write to the lab here: the Contact Us form (first name, last name, e-mail, message) beside the lab’s phone, e-mail, address and social links. The stories show it on a desktop and on a phone.',
    }),
  },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };
