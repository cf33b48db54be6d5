import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutIntro, WhyUs } from '@idl/design-system';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { sampleImage } from './marketingPages.fixtures';
import { MarketingPageFrame } from '../layout/MarketingPageFrame';
import { desktop, phone } from '../layout/pageFrames.fixtures';
import { expectVisible } from '../../packages/design-system/src/components/storybook/expectVisible';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';

/** /aboutus: the lab's introduction with View More, and the Why-us cards. */
function AboutUsPage() {
  return (
    <MarketingPageFrame currentPath="/aboutus">
      <AboutIntro headingLevel={1} imageUrl={sampleImage('Our lab')} />
      <WhyUs />
    </MarketingPageFrame>
  );
}

const meta = {
  title: 'Pages/AboutUs',
  component: AboutUsPage,
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/aboutus',
      about:
        'Visitors read who the lab is here (the page also answers at /about-us): the lab’s introduction, whose View More opens the whole story in a dialog, and the Why-us cards. The stories show it on a desktop, where View More is opened and closed, and on a phone.',
    }),
  },
} satisfies Meta<typeof AboutUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View More' }));
    await expectVisible(await screen.findByRole('dialog', { name: 'About Interdental Lab' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Phone: Story = { globals: phone };
