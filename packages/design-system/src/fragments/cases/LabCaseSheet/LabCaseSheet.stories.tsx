import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LabCaseSheet } from './LabCaseSheet';
import { delivered, inDesign, longTexts, onHold, remake } from './LabCaseSheet.fixtures';
import { expectVisible } from '../../../components/storybook/expectVisible';
import { docsPage } from '../../../components/storybook/usage';
import { fixtureData, textProps } from '../../../components/storybook/controls';

const meta = {
  title: 'Cases/LabCaseSheet',
  component: LabCaseSheet,
  parameters: {
    ...docsPage({
      ownFrame: 700,
      usage: {
        use: 'The top of the lab’s page of one case (/admin/cases/{caseId}): patient and case number, stage, rush and hold, the office and dentist, the prescription, the dates and the price; then Move to the next stage and Put on Hold, or Resume while the case is on hold.',
        do: [
          'Pass the case as the admin API sends it; the next stage and the buttons follow its stage and hold.',
          'Set `busy` while a move is saved and `moveError` when the API refuses it.',
          'Give `ticketHref` the address of the case’s lab ticket (PDF): Print Lab Ticket opens it in a new tab to print.',
          'Give `caseHref` the address of a case’s page: a remake links to its original, and a case to its remakes.',
        ],
        dont: ['Don’t show it to offices: they follow their case on the CaseTimeline and their own page.'],
        content: [
          'The move button names the stage the case goes to: Move to Milling or Printing.',
          'The hold dialog asks for the Question for the Office; an empty one reads Ask the office the question that holds the case.',
        ],
      },
    }),
  },
  argTypes: { ...fixtureData('labCase', 'caseHref'), ...textProps('moveError', 'ticketHref') },
  args: {
    labCase: inDesign,
    caseHref: (caseId: number) => `/admin/cases/${caseId}`,
    onAdvance: fn(),
    onHold: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof LabCaseSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A case in design: its prescription, Move to Milling or Printing, Put on Hold. */
export const Default: Story = {
  args: { ticketHref: '/interdentallab/api/admin/cases/2041/ticket' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'JD-1041, Case #2041' })).toBeInTheDocument();
    const details = canvas.getByText('Office').closest('dl')!;
    await expect(details).toHaveTextContent('OfficeBayfront Dental');
    await expect(details).toHaveTextContent('DentistDr. Ana Ruiz');
    await expect(details).toHaveTextContent('Teeth3, 4 and 5');
    await expect(details).toHaveTextContent('ShadeA2 (VITA classical)');
    await expect(details).toHaveTextContent('MarginsChamfer on 3 and 5');
    await expect(details).toHaveTextContent('DueDec 8, 2026');
    const ticket = canvas.getByRole('link', { name: 'Print Lab Ticket' });
    await expect(ticket).toHaveAttribute('href', '/interdentallab/api/admin/cases/2041/ticket');
    await expect(ticket).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Move to Milling or Printing' }));
    await expect(args.onAdvance).toHaveBeenCalledWith('milling_printing');
  },
};

/** A remake under a warranty claim links to the case it remakes and says why. */
export const Remake: Story = {
  args: { labCase: remake },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Case #2041' })).toHaveAttribute(
      'href',
      '/admin/cases/2041',
    );
    const details = canvas.getByText('Office').closest('dl')!;
    await expect(details).toHaveTextContent('Why RemadeThe bridge rocks on 5');
    await expect(details).toHaveTextContent('Warranty ClaimIDL-P-7Q2K9F (claim approved)');
  },
};

/** On hold: the question is shown, and Resume replaces the moves. */
export const OnHold: Story = {
  args: { labCase: onHold },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('On hold: the lab asked').parentElement).toHaveTextContent(
      'The scan of tooth 4 shows no distal margin.',
    );
    await expect(canvas.queryByRole('button', { name: /Move to/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Put on Hold' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};

/** Put on Hold asks for the question: empty is refused, a question is sent and the dialog closes. */
export const PutOnHold: Story = {
  // An interaction test: run in the test suite and the canvas, left out of the docs page.
  tags: ['!autodocs'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Put on Hold' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Put the Case on Hold' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Put on Hold' }));
    await expectVisible(dialog.getByText('Ask the office the question that holds the case'));
    await userEvent.type(dialog.getByLabelText('Question for the Office'), 'Which shade on 4?');
    await userEvent.click(dialog.getByRole('button', { name: 'Put on Hold' }));
    await expect(args.onHold).toHaveBeenCalledWith('Which shade on 4?');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const HoldDialogOpen: Story = {
  args: { defaultHolding: true },
  play: async () => {
    await expectVisible(await screen.findByRole('dialog', { name: 'Put the Case on Hold' }));
  },
};

export const MoveRefused: Story = {
  args: { moveError: 'This case is on hold: resume it before moving it on.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('resume it before moving it on');
  },
};

export const Busy: Story = { args: { busy: true } };

/** Delivered: the last stage, no move and no hold; the remake asked for since is linked. */
export const Delivered: Story = {
  args: { labCase: delivered },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Case #2077' }).closest('li')).toHaveTextContent(
      'Case #2077, received Dec 14, 2026, Received',
    );
  },
};

export const LongText: Story = {
  args: { labCase: longTexts },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a 375 px phone the details and the buttons keep to the screen. */
export const Phone: Story = {
  args: { labCase: longTexts },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectVisible(canvas.getByRole('button', { name: 'Put on Hold' }));
  },
};
