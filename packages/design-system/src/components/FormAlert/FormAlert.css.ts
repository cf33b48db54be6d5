import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const formAlert = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderLeft: `${vars.borderWidth.accent} solid`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      critical: {
        background: vars.color.criticalSoft,
        color: vars.color.critical,
        borderColor: vars.color.critical,
      },
      success: {
        background: vars.color.successSoft,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
    },
  },
});
