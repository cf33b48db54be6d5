import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormBand } from './FormBand';
import { EnrollmentLookupForm } from '../EnrollmentLookupForm';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const meta = {
  title: 'Warranty/FormBand',
  component: FormBand,
  // The form is the fragment's content, not an editable value; the intro is a sentence.
  argTypes: { ...fixtureData('children'), ...textProps('intro') },
  parameters: {
    layout: 'fullscreen',
    ...docsPage({
      usage: {
        use: 'The titled band that holds a form between the sections of the warranty pages: Register for the warranty on /patient, the office enrolment on /doctor, Find my warranty and the claim on /warranty.',
        do: [
          'Put one form in it, under a heading that says what the form does.',
          'Give it an `id` when a link elsewhere on the page jumps to the form (the claim link points at `claim`).',
          'Use `intro` for one sentence the visitor needs before the form, such as where the reference number comes from.',
        ],
        dont: [
          'Don’t nest bands or put two forms in one band: each form gets its own heading.',
          'Don’t use it for sections without a form: the marketing sections have their own fragments.',
        ],
        content: [
          'The title is a heading of level 2, in sentence case (Register for the warranty).',
          'The band spans the page; its content keeps the 1,120 px column of the sections around it.',
        ],
      },
    }),
  },
  args: {
    title: 'Find my warranty',
    children: <EnrollmentLookupForm onSubmit={fn()} />,
  },
} satisfies Meta<typeof FormBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Find my warranty' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Find my warranty' })).toBeVisible();
  },
};

export const WithIntroAndAnchor: Story = {
  args: {
    id: 'claim',
    intro: 'Enter the reference number from the e-mail we sent when you registered.',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('#claim')).toBe(
      canvas.getByRole('region', { name: 'Find my warranty' }),
    );
    await expect(canvas.getByText(/reference number from the e-mail/)).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
