import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorScreen, errorScreenKinds } from './ErrorScreen';
import { docsPage } from '../../../components/storybook/usage';

const meta = {
  title: 'System/ErrorScreen',
  component: ErrorScreen,
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'A whole-screen message with a way home: `kind` notFound for an unknown address (404, Page not found), unexpected when a screen crashed (Unexpected Application Error!). The app’s catch-all route and the error boundary around every page use it.',
        do: [
          'Pass the error’s message as `detail` for a crash, as the route error boundary does: it is shown under the message.',
          'Set `homeHref` only when home is not /.',
        ],
        dont: [
          'Don’t use it when a page’s data could not load: show the error in the page with a way to retry (the pages’ load error, DataTable’s `error`).',
          'Don’t put it inside a layout’s `<main>`: it renders its own.',
        ],
        content: [
          'Unexpected Application Error! is the specification’s text, word for word.',
          'The texts are fixed in the component: callers choose the kind, not the words.',
          'A `detail` is shown as given: pass a message, never a stack trace.',
        ],
      },
    }),
  },
  argTypes: { kind: { control: 'inline-radio', options: errorScreenKinds } },
  args: { kind: 'notFound' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Unexpected: Story = {
  args: { kind: 'unexpected', detail: 'Cannot read properties of undefined' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A long detail text: the page grows past the viewport and is captured whole. */
export const LongDetail: Story = {
  args: {
    kind: 'unexpected',
    detail: Array.from({ length: 60 }, (_, i) => `Line ${i + 1} of the stack.`).join(' '),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
