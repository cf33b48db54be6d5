import { label as labelStyle, root, spinner } from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps {
  /** What is loading, announced by screen readers, e.g. 'Loading products'. */
  label?: string;
  /** Also show the label next to the spinner (otherwise it is for screen readers only). */
  showLabel?: boolean;
  /** Diameter. */
  size?: (typeof spinnerSizes)[number];
}

/** A spinning ring for short waits; a polite live status carries its label. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className={root}>
      <span className={spinner({ size })} aria-hidden="true" />
      <span className={showLabel ? labelStyle : 'visually-hidden'}>{label}</span>
    </span>
  );
}
