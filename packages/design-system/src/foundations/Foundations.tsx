import { getContrast, parseToRgba } from 'color2k';
import { tokens } from '../theme/tokens';
import * as styles from './Foundations.css';

/** What each colour is for: the guidance a designer reads before picking one. */
export const colourUse: Record<keyof typeof tokens.color, string> = {
  brand: 'Primary buttons, links, selected tabs, chart bars',
  brandStrong: 'Hover and pressed state of brand surfaces',
  brandSoft: 'Selected rows, the brand tint behind highlighted content',
  accent: 'Promotional highlights; never for text',
  text: 'Body text and headings',
  textMuted: 'Secondary text: hints, captions, table headers',
  textInverse: 'Text on brand, critical and success fills',
  surface: 'Page and card background',
  surfaceMuted: 'Section bands, table headers, read-only fields',
  surfaceRaised: 'Menus, popovers and dialogs above the page',
  border: 'Dividers and card outlines',
  borderStrong: 'Outlines of fields and controls (3:1 against the page)',
  focus: 'The keyboard focus ring, and nothing else',
  success: 'Success text and icons',
  successSoft: 'Background of success messages and badges',
  critical: 'Errors, destructive buttons',
  criticalSoft: 'Background of error messages and badges',
  warning: 'Warning text and icons',
  warningSoft: 'Background of warnings and badges',
  overlay: 'The dimmed page behind a modal or drawer',
  star: 'Filled rating stars',
};

const AA_TEXT = 4.5;
const AA_LARGE = 3;

/** WCAG contrast ratio of two opaque colours, or undefined when either is translucent. */
export function contrast(a: string, b: string): number | undefined {
  if (parseToRgba(a)[3] < 1 || parseToRgba(b)[3] < 1) return undefined;
  return getContrast(a, b);
}

/** What a ratio allows under WCAG 2.2 AA. */
export function contrastGrade(ratio: number | undefined): string {
  if (ratio === undefined) return 'translucent';
  if (ratio >= AA_TEXT) return 'AA text';
  if (ratio >= AA_LARGE) return 'AA large text and controls';
  return 'decorative only';
}

/** A ratio and what it allows; which column matters depends on the token (text or background). */
function Ratio({ ratio }: { ratio: number | undefined }) {
  return (
    <span>
      {ratio === undefined ? '—' : `${ratio.toFixed(2)}:1`}{' '}
      <span className={styles.grade}>({contrastGrade(ratio)})</span>
    </span>
  );
}

/** Every colour token with its value, its use and its contrast against the page and the text. */
export function ColourTokens() {
  const names = Object.keys(tokens.color) as (keyof typeof tokens.color)[];
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Colour tokens</caption>
      <thead>
        <tr>
          <th className={styles.head} scope="col">
            Swatch
          </th>
          <th className={styles.head} scope="col">
            Token
          </th>
          <th className={styles.head} scope="col">
            Use for
          </th>
          <th className={styles.head} scope="col">
            As text on white
          </th>
          <th className={styles.head} scope="col">
            As background under body text
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const value = tokens.color[name];
          return (
            <tr key={name}>
              <td className={styles.cell}>
                <div className={styles.swatch} style={{ background: value }} />
              </td>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>color.{name}</code>
                <br />
                <code className={styles.code}>{value}</code>
              </th>
              <td className={styles.cell}>{colourUse[name]}</td>
              <td className={styles.cell}>
                <Ratio ratio={contrast(value, tokens.color.surface)} />
              </td>
              <td className={styles.cell}>
                <Ratio ratio={contrast(tokens.color.text, value)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The type scale: each font size, set in the shop's typeface, with the weights and line heights. */
export function TypeScale() {
  const sizes = Object.entries(tokens.fontSize);
  const weights = Object.entries(tokens.fontWeight);
  return (
    <div>
      <table className={styles.table}>
        <caption className="visually-hidden">Font sizes</caption>
        <thead>
          <tr>
            <th className={styles.head} scope="col">
              Token
            </th>
            <th className={styles.head} scope="col">
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {sizes.map(([name, value]) => (
            <tr key={name}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>fontSize.{name}</code>{' '}
                <code className={styles.code}>{value}</code>
              </th>
              <td className={styles.cell} style={{ fontSize: value, lineHeight: tokens.lineHeight.tight }}>
                Crowns, bridges and veneers
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.table}>
        <caption className="visually-hidden">Font weights and line heights</caption>
        <thead>
          <tr>
            <th className={styles.head} scope="col">
              Token
            </th>
            <th className={styles.head} scope="col">
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {weights.map(([name, value]) => (
            <tr key={name}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>fontWeight.{name}</code>{' '}
                <code className={styles.code}>{value}</code>
              </th>
              <td className={styles.cell} style={{ fontWeight: Number(value) }}>
                Zirconia and Emax restorations
              </td>
            </tr>
          ))}
          {Object.entries(tokens.lineHeight).map(([name, value]) => (
            <tr key={name}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>lineHeight.{name}</code>{' '}
                <code className={styles.code}>{value}</code>
              </th>
              <td className={styles.cell} style={{ lineHeight: value, maxWidth: 360 }}>
                Every case leaves the lab checked twice, with a warranty that covers the work for years.
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function px(value: string) {
  return value === '0' ? 0 : Number.parseInt(value, 10);
}

/** The spacing scale, each step drawn to size. */
export function SpaceScale() {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Spacing tokens</caption>
      <thead>
        <tr>
          <th className={styles.head} scope="col">
            Token
          </th>
          <th className={styles.head} scope="col">
            Size
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens.space).map(([name, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              <code className={styles.code}>space.{name}</code> <code className={styles.code}>{value}</code>
            </th>
            <td className={styles.cell}>
              <div className={styles.bar} style={{ width: px(value) }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The corner radii, each on a box. */
export function RadiusScale() {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Radius tokens</caption>
      <thead>
        <tr>
          <th className={styles.head} scope="col">
            Token
          </th>
          <th className={styles.head} scope="col">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens.radius).map(([name, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              <code className={styles.code}>radius.{name}</code> <code className={styles.code}>{value}</code>
            </th>
            <td className={styles.cell}>
              <div className={styles.box} style={{ borderRadius: value }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The elevations, each under a card. */
export function ShadowScale() {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Shadow tokens</caption>
      <thead>
        <tr>
          <th className={styles.head} scope="col">
            Token
          </th>
          <th className={styles.head} scope="col">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens.shadow).map(([name, value]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              <code className={styles.code}>shadow.{name}</code>
              <br />
              <code className={styles.code}>{value}</code>
            </th>
            <td className={styles.cell} style={{ padding: 24 }}>
              <div className={styles.shadowBox} style={{ boxShadow: value }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The keyboard focus ring every control draws, and its contrast against the page. */
export function FocusRing() {
  const ratio = contrast(tokens.color.focus, tokens.color.surface);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <span className={styles.focusSample}>Focused control</span>
      <p>
        <code className={styles.code}>3px solid color.focus</code>, offset{' '}
        <code className={styles.code}>2px</code> outside the control (inside,{' '}
        <code className={styles.code}>-3px</code>, where the control fills its container, such as a table
        row). Contrast against the page: <Ratio ratio={ratio} />.
      </p>
    </div>
  );
}
