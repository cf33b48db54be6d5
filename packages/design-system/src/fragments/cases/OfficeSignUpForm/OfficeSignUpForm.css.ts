import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

// The office's form is laid out as the prescription is: parts under headings, fields in pairs.
export { form, heading, pair, part } from '../PrescriptionForm/PrescriptionForm.css';

export const dentists = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A dentist's name with its Remove button beside it. */
export const dentistRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});

export const dentistName = style({ flex: 1, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
