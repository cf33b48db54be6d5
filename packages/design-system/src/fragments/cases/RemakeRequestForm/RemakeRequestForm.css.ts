import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export { form } from '../PrescriptionForm/PrescriptionForm.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
