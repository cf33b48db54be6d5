import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', 'success', 'critical', 'warning', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** Short status text, e.g. 'In Stock' or 'Pending'. */
  children: ReactNode;
  /** Colour that carries the meaning: success, critical, warning, info or neutral. */
  tone?: BadgeTone;
}

/** A small pill that labels a status (stock, order state, account state). */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
