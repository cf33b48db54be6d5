import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { contactDetails, socialLinks } from '../marketing.fixtures';
import { ContactSection } from './ContactSection';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Marketing/ContactSection',
  component: ContactSection,
  argTypes: { ...fixtureData('details', 'form') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'Contact Us: a heading, one lead line, the contact form and the lab’s contact block side by side. The landing and patient pages show it as a section; the Contact page (/contact-us) is this section alone.',
        do: [
          'Set `headingLevel` to 1 on the Contact page, where it is the title; leave it at 2 elsewhere.',
          'Pass the form’s submit handler, status and errors in `form`, and the lab’s phone, e-mail and social links in `details`.',
        ],
        dont: [
          'Don’t place ContactForm or ContactDetails alone on a marketing page: use this section, which keeps them together under one heading.',
          'Don’t add a heading above it: Contact Us is the section’s title, or the page’s at level 1.',
        ],
        content: [
          'The heading stays Contact Us, as the marketing header’s link reads.',
          'The lead stays one question and an invitation: Questions about a case, a product or the warranty? Write to us.',
          'The form and the block keep their own texts (see ContactForm and ContactDetails).',
        ],
      },
    }),
  },
  args: {
    form: { onSubmit: fn() },
    details: { ...contactDetails, socialLinks },
  },
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Contact form' })).toBeVisible();
  },
};

export const Sent: Story = {
  args: { form: { onSubmit: fn(), status: 'sent' } },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
