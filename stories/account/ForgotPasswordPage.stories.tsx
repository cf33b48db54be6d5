import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordScreen } from '@idl/design-system';
import { expect, fn } from 'storybook/test';
import { pageDocs } from '../../packages/design-system/src/components/storybook/usage';
import { textProps } from '../../packages/design-system/src/components/storybook/controls';

const meta = {
  title: 'Pages/Forgot Password',
  component: ForgotPasswordScreen,
  argTypes: { ...textProps('sentTo') },
  parameters: {
    layout: 'fullscreen',
    ...pageDocs({
      address: '/forgot-password',
      about:
        'Someone who has forgotten their password enters their account’s e-mail here; if the account exists the shop e-mails a link to set a new one, and a ‘Check Your Inbox’ message follows. A card without header or footer, with the E-mail field, Check E-mail and Go back (to log in). The stories show it on a phone and on a desktop.',
    }),
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forget Password' })).toBeVisible();
  },
};

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forget Password' })).toBeVisible();
  },
};
