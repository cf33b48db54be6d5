import { getContrast, parseToRgba } from 'color2k';
import type { CSSProperties, ReactNode } from 'react';
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

/** One cell of a token table, with the inline style that draws its sample. */
interface Cell {
  content: ReactNode;
  style?: CSSProperties;
}

interface TokenTableProps {
  /** Read by screen readers only. */
  caption: string;
  columns: string[];
  /** One row per token; the cell at `rowHeader` names the token. */
  rows: { key: string; cells: Cell[] }[];
  rowHeader?: number;
}

/** The table every Foundations page draws: a header row, then one row per token. */
function TokenTable({ caption, columns, rows, rowHeader = 0 }: TokenTableProps) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} className={styles.head} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === rowHeader ? (
                <th key={index} className={styles.cell} style={cell.style} scope="row">
                  {cell.content}
                </th>
              ) : (
                <td key={index} className={styles.cell} style={cell.style}>
                  {cell.content}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A token's name and value, side by side or (for long values) one under the other. */
function tokenName(name: string, value: string, stacked = false): Cell {
  return {
    content: (
      <>
        <code className={styles.code}>{name}</code>
        {stacked ? <br /> : ' '}
        <code className={styles.code}>{value}</code>
      </>
    ),
  };
}

/** Every colour token with its value, its use and its contrast against the page and the text. */
export function ColourTokens() {
  const names = Object.keys(tokens.color) as (keyof typeof tokens.color)[];
  return (
    <TokenTable
      caption="Colour tokens"
      columns={['Swatch', 'Token', 'Use for', 'As text on white', 'As background under body text']}
      rowHeader={1}
      rows={names.map((name) => {
        const value = tokens.color[name];
        return {
          key: name,
          cells: [
            { content: <div className={styles.swatch} style={{ background: value }} /> },
            tokenName(`color.${name}`, value, true),
            { content: colourUse[name] },
            { content: <Ratio ratio={contrast(value, tokens.color.surface)} /> },
            { content: <Ratio ratio={contrast(tokens.color.text, value)} /> },
          ],
        };
      })}
    />
  );
}

/** The type scale: each font size, set in the shop's typeface, with the weights and line heights. */
export function TypeScale() {
  return (
    <div>
      <TokenTable
        caption="Font sizes"
        columns={['Token', 'Sample']}
        rows={Object.entries(tokens.fontSize).map(([name, value]) => ({
          key: name,
          cells: [
            tokenName(`fontSize.${name}`, value),
            {
              content: 'Crowns, bridges and veneers',
              style: { fontSize: value, lineHeight: tokens.lineHeight.tight },
            },
          ],
        }))}
      />
      <TokenTable
        caption="Font weights and line heights"
        columns={['Token', 'Sample']}
        rows={[
          ...Object.entries(tokens.fontWeight).map(([name, value]) => ({
            key: name,
            cells: [
              tokenName(`fontWeight.${name}`, value),
              { content: 'Zirconia and Emax restorations', style: { fontWeight: Number(value) } },
            ],
          })),
          ...Object.entries(tokens.lineHeight).map(([name, value]) => ({
            key: name,
            cells: [
              tokenName(`lineHeight.${name}`, value),
              {
                content:
                  'Every case leaves the lab checked twice, with a warranty that covers the work for years.',
                style: { lineHeight: value, maxWidth: 360 },
              },
            ],
          })),
        ]}
      />
    </div>
  );
}

function px(value: string) {
  return value === '0' ? 0 : Number.parseInt(value, 10);
}

/** The spacing scale, each step drawn to size. */
export function SpaceScale() {
  return (
    <TokenTable
      caption="Spacing tokens"
      columns={['Token', 'Size']}
      rows={Object.entries(tokens.space).map(([name, value]) => ({
        key: name,
        cells: [
          tokenName(`space.${name}`, value),
          { content: <div className={styles.bar} style={{ width: px(value) }} /> },
        ],
      }))}
    />
  );
}

/** The corner radii, each on a box. */
export function RadiusScale() {
  return (
    <TokenTable
      caption="Radius tokens"
      columns={['Token', 'Sample']}
      rows={Object.entries(tokens.radius).map(([name, value]) => ({
        key: name,
        cells: [
          tokenName(`radius.${name}`, value),
          { content: <div className={styles.box} style={{ borderRadius: value }} /> },
        ],
      }))}
    />
  );
}

/** The border widths, each drawn as the top edge of a box. */
export function BorderWidthScale() {
  return (
    <TokenTable
      caption="Border width tokens"
      columns={['Token', 'Sample']}
      rows={Object.entries(tokens.borderWidth).map(([name, value]) => ({
        key: name,
        cells: [
          tokenName(`borderWidth.${name}`, value),
          {
            content: (
              <div
                className={styles.box}
                style={{ borderTop: `${value} solid ${tokens.color.borderStrong}` }}
              />
            ),
          },
        ],
      }))}
    />
  );
}

/** The elevations, each under a card. */
export function ShadowScale() {
  return (
    <TokenTable
      caption="Shadow tokens"
      columns={['Token', 'Sample']}
      rows={Object.entries(tokens.shadow).map(([name, value]) => ({
        key: name,
        cells: [
          tokenName(`shadow.${name}`, value, true),
          {
            content: <div className={styles.shadowBox} style={{ boxShadow: value }} />,
            style: { padding: 24 },
          },
        ],
      }))}
    />
  );
}

/** The keyboard focus ring every control draws, and its contrast against the page. */
export function FocusRing() {
  const ratio = contrast(tokens.color.focus, tokens.color.surface);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <span className={styles.focusSample}>Focused control</span>
      <p>
        <code className={styles.code}>{`${tokens.focus.width} solid color.focus`}</code>, offset{' '}
        <code className={styles.code}>{tokens.focus.offset}</code> outside the control (inside,{' '}
        <code className={styles.code}>{tokens.focus.offsetInset}</code>, where the control fills its
        container, such as a table row). Contrast against the page: <Ratio ratio={ratio} />.
      </p>
    </div>
  );
}
