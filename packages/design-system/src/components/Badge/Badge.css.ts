import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      success: { background: vars.color.successSoft, color: vars.color.success },
      critical: { background: vars.color.criticalSoft, color: vars.color.critical },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      info: { background: vars.color.brandSoft, color: vars.color.brandStrong },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
