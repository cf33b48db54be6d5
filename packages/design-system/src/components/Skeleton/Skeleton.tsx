import { skeleton, lines as linesStyle } from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export interface SkeletonProps {
  /** text: a line of text; rect: an image or card; circle: an avatar. */
  shape?: (typeof skeletonShapes)[number];
  /** Number of text lines (text shape only); the last one is shorter. */
  lines?: number;
  /** CSS width, e.g. '100%' or '240px'. */
  width?: string;
  /** CSS height (rect and circle), e.g. '180px'. */
  height?: string;
}

/**
 * A grey placeholder shown while content loads. Hidden from screen readers: mark the loading
 * container with `aria-busy` and a text such as 'Loading products' instead.
 */
export function Skeleton({ shape = 'text', lines = 1, width = '100%', height }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={linesStyle} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={skeleton({ shape })}
            style={{ width: lines > 1 && i === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return (
    <span className={skeleton({ shape })} aria-hidden="true" style={{ width, height: height ?? width }} />
  );
}
