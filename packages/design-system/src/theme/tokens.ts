/**
 * Design tokens: the single source of every colour, size and font the shop uses.
 * Components never use raw values; they read these through `vars` (see vars.css.ts).
 */
export const tokens = {
  color: {
    brand: '#0e5a8a',
    brandStrong: '#0a4266',
    brandSoft: '#e3f0f8',
    accent: '#f2a93b',
    text: '#1b2430',
    textMuted: '#4f5b69',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f6f8',
    surfaceRaised: '#ffffff',
    border: '#d4dbe2',
    borderStrong: '#8895a3',
    focus: '#1a73c7',
    success: '#1e7b45',
    successSoft: '#e2f4ea',
    critical: '#b3261e',
    criticalSoft: '#fbe7e6',
    warning: '#8a5a00',
    warningSoft: '#fff3d6',
    overlay: 'rgba(15, 23, 32, 0.55)',
    star: '#b7791f',
  },
  font: {
    body: '"Inter", system-ui, sans-serif',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
    display: '40px',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  /** Border widths: dividers and outlines are thin; controls drawn as a ring are medium. */
  borderWidth: {
    /** Dividers, card, table and field outlines. */
    thin: '1px',
    /** Checkboxes, radios, timeline markers, chosen cards, drop zones. */
    medium: '2px',
    /** The selected tab's underline. */
    thick: '3px',
    /** The coloured edge of an alert, a toast or an unread item. */
    accent: '4px',
  },
  /** The keyboard focus ring (theme/focusRing.ts draws it): its width and how far it sits out. */
  focus: {
    width: '3px',
    /** Outside the control: the usual place. */
    offset: '2px',
    /** Close to a field's edge, or a small text button among others. */
    offsetTight: '1px',
    /** Inside a control that fills a container which would clip the ring (tab, table cell). */
    offsetInset: '-3px',
  },
  size: {
    /** The smallest touch target: buttons, fields and menu items are at least this tall. */
    control: '44px',
    /** The widest the page's content gets (headers, footer). */
    page: '1280px',
    /** The widest a band of text and media gets (hero, warranty pages). */
    content: '1120px',
  },
  /** How far below the text a link's underline sits. */
  underline: {
    offset: '2px',
  },
  letterSpacing: {
    /** Small capitals: table headers, plan names. */
    wide: '0.04em',
    /** Eyebrows and group labels above a section. */
    wider: '0.08em',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '16px',
    full: '9999px',
  },
  shadow: {
    none: 'none',
    sm: '0 1px 2px rgba(15, 23, 32, 0.08)',
    md: '0 4px 12px rgba(15, 23, 32, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 32, 0.18)',
  },
  zIndex: {
    dropdown: '20',
    overlay: '40',
    modal: '50',
    toast: '60',
  },
} as const;

/** Viewport widths (px) at which layouts change: phone first, then tablet and desktop. */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;
