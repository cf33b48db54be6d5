import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData } from '../../../components/storybook/controls';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  argTypes: { ...fixtureData('companyLinks', 'socialLinks', 'supportLinks') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The site footer under the shop’s and the marketing pages: a line on who the lab is, the Company, Support and Follow Us columns, and the copyright line with the current year. On a phone the columns fold behind a Footer Menu button.',
        do: [
          'Leave `year` out in the app so it is always the current year; stories fix it to keep screenshots stable.',
          'Pass link lists only to change them: the defaults point at the shop’s routes and four social networks.',
          'Keep Follow Us for outside sites: its links open in a new tab.',
        ],
        dont: [
          'Don’t use it on the log-in, sign-up and password pages or in the admin area: they have no footer.',
        ],
        content: [
          'The column titles are the specification’s: Company, Support, Follow Us.',
          'Link texts are in Title Case and name the page: About Us, Contact Us, My Orders.',
          'The copyright line reads © {year} Interdental Lab. All rights reserved.',
        ],
      },
    }),
  },
  // A fixed year keeps the screenshot the same every year.
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const column of ['Company', 'Support', 'Follow Us']) {
      await expectVisible(canvas.getByRole('heading', { name: column }));
    }
    await expectVisible(canvas.getByText('© 2026 Interdental Lab. All rights reserved.'));
    const social = canvas.getByRole('region', { name: 'Follow Us' });
    await expect(within(social).getAllByRole('link')).toHaveLength(4);
  },
};

/** On a phone the columns hide behind the 'Footer Menu' button. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Company' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Footer Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Footer Menu' }));
    await expect(canvas.getByRole('button', { name: 'Hide Footer Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const column of ['Company', 'Support', 'Follow Us']) {
      await expectVisible(canvas.getByRole('heading', { name: column }));
    }
  },
};
