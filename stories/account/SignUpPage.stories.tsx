import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignUpScreen } from '@idl/design-system';
import { expect, fn } from 'storybook/test';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';
import { fixtureData } from '../../packages/design-system/src/components/storybook/controls';

const meta = {
  title: 'Pages/Sign Up',
  component: SignUpScreen,
  argTypes: { ...fixtureData('defaultValues', 'fieldErrors') },
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/signup',
      about:
        'New patients create their account here with first and last name, e-mail and a password typed twice; once registered they are signed in and taken to the home page (or back to the page that sent them here). A card without header or footer, with links to log in and to reset a password. The stories show it on a phone and on a desktop.',
    }),
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  },
};

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  },
};
