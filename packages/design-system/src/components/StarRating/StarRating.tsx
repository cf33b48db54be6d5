import { useState } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import * as fieldStyles from '../Field/field.css';
import { formatRating } from '../../format';
import * as styles from './StarRating.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z';
export const STAR_COUNT = 5;
const starValues = Array.from({ length: STAR_COUNT }, (_, i) => i + 1);

function StarShape({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={STAR} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}

export interface StarRatingDisplayProps {
  /** Average rating from 0 to 5; fractions fill part of a star (4.5 fills four and a half). */
  value: number;
  /** Show the number (one decimal) after the stars, e.g. '5.0'. */
  showValue?: boolean;
}

/** Shows a rating as five stars, read by screen readers as 'Rated 4.5 out of 5'. */
export function StarRatingDisplay({ value, showValue = false }: StarRatingDisplayProps) {
  const clamped = Math.min(STAR_COUNT, Math.max(0, value));
  const text = formatRating(clamped);
  return (
    <span className={styles.display}>
      <span className={styles.stars} role="img" aria-label={`Rated ${text} out of ${STAR_COUNT}`}>
        {starValues.map((star) => {
          const fraction = Math.min(1, Math.max(0, clamped - (star - 1)));
          return (
            <span key={star} className={styles.star}>
              <StarShape filled={false} />
              <span className={styles.fill} style={{ width: `${fraction * 100}%` }}>
                <StarShape filled />
              </span>
            </span>
          );
        })}
      </span>
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  );
}

export interface StarRatingInputProps {
  /** Visible label, e.g. 'Your Rating'. */
  label: string;
  /** Chosen stars (1..5) when controlled; `null` for none yet. */
  value?: number | null;
  /** Chosen stars when uncontrolled. */
  defaultValue?: number;
  /** Called with 1..5 when the user clicks a star or uses the arrow keys. */
  onChange?: (value: number) => void;
  /** The rating cannot be changed. */
  isDisabled?: boolean;
  /** Error shown under the stars and announced, e.g. when a required rating is missing. */
  errorMessage?: string;
}

/**
 * Lets the user give 1 to 5 stars. Hovering previews the rating; click or arrow keys set it.
 * Built as a radio group ('1 star' .. '5 stars') so it works with keyboard and screen readers.
 */
export function StarRatingInput({
  label,
  value,
  defaultValue,
  onChange,
  isDisabled,
  errorMessage,
}: StarRatingInputProps) {
  const [uncontrolled, setUncontrolled] = useState<number | null>(defaultValue ?? null);
  const [hovered, setHovered] = useState<number | null>(null);
  const current = value !== undefined ? value : uncontrolled;
  const shown = hovered ?? current ?? 0;
  return (
    <RadioGroup
      className={styles.group}
      value={current === null ? null : String(current)}
      onChange={(next) => {
        const stars = Number(next);
        setUncontrolled(stars);
        onChange?.(stars);
      }}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      orientation="horizontal"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.radios} onMouseLeave={() => setHovered(null)}>
        {starValues.map((star) => (
          <Radio
            key={star}
            value={String(star)}
            aria-label={star === 1 ? '1 star' : `${star} stars`}
            className={styles.radio}
            data-preview={star <= shown ? 'on' : 'off'}
            onHoverStart={() => setHovered(star)}
          >
            <StarShape filled={star <= shown} />
          </Radio>
        ))}
      </div>
      <FieldError className={fieldStyles.errorText}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
