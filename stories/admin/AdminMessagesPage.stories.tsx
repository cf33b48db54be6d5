import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminLayout, ContactMessagesList } from '@idl/design-system';
import { contactMessages } from '../../packages/design-system/src/fragments/warranty/warranty.fixtures';
import { adminFrame, desktop, phone, phoneViewportParameters, tablet } from './adminPage.fixtures';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

const frame = adminFrame('messages', { title: 'Messages' });
/** The app's admin menu shows the optional entries, Messages among them. */
const menu = {
  ...frame.menu,
  showWarranty: true,
  showMessages: true,
  showPayments: true,
  showSettings: true,
};

/** /admin/messages: the contact-form messages inside the admin frame. */
function AdminMessagesPage() {
  return (
    <AdminLayout {...frame} menu={menu}>
      <ContactMessagesList
        showHeading={false}
        messages={contactMessages}
        onMarkHandled={fn()}
        page={1}
        pageCount={1}
        onPageChange={fn()}
      />
    </AdminLayout>
  );
}

const meta = {
  title: 'Pages/Admin/Messages',
  component: AdminMessagesPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/admin/messages',
      about:
        'Administrators read what visitors sent through the contact form here, unhandled messages first, each with the sender, an e-mail link, the date, a New or Handled badge and, until it is handled, Mark as Handled. The stories show three sample messages, two of them new, on a desktop, a tablet and a 390 px phone.',
    }),
  },
} satisfies Meta<typeof AdminMessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('main')).getAllByRole('listitem');
    await expect(items).toHaveLength(contactMessages.length);
    await expect(items[0]).toHaveTextContent('Daniel Reyes');
    await expect(items[2]).toHaveTextContent('Handled');
    await expect(canvas.getAllByRole('button', { name: /^Mark as Handled/ })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    // The frame's header names the page; the list does not repeat it.
    await expect(canvas.getAllByRole('heading', { name: 'Messages' })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Contact Messages' })).toHaveClass('visually-hidden');
  },
};

export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    await expectVisible(canvas.getByRole('button', { name: 'Menu' }));
    await expectVisible(canvas.getByRole('button', { name: 'Mark as Handled: message from Daniel Reyes' }));
  },
};

/** At 390 px the messages wrap to the width: the page does not scroll sideways. */
export const Phone: Story = {
  parameters: phoneViewportParameters,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Mark as Handled: message from Aisha Rahman' }),
    ).toBeInTheDocument();
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
