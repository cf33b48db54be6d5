import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { Icon } from '../../../components/Icon';
import * as styles from './PlanChoice.css';

/** One plan shown as a selectable card. */
export interface PlanChoiceOption {
  id: string;
  /** Card title, e.g. '3 YEAR PLAN'. */
  title: string;
  /** The headline price, e.g. '$15.00 / month'. */
  price: string;
  /** A line under the price, e.g. '$99.00 enrolment fee · 36 months'. */
  detail?: string;
  /** Bullet points, e.g. what the plan covers. */
  lines?: readonly string[];
  /** Listed but not choosable (e.g. 'Coming Soon!'). */
  isDisabled?: boolean;
}

export interface PlanChoiceProps {
  /** Names the choice for everyone, e.g. 'Choose Your Plan'. Hidden visually when `hideLabel`. */
  label: string;
  /** Hide the label visually (a heading above already says it). */
  hideLabel?: boolean;
  options: readonly PlanChoiceOption[];
  /** Chosen plan id when controlled (`null` for none). */
  value?: string | null;
  /** Chosen plan id at first when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly chosen plan id. */
  onChange?: (id: string) => void;
  /** Error under the cards, e.g. 'Choose the 3, 6 or 9 year plan'. */
  errorMessage?: string;
  /** Extra content under the cards. */
  footer?: ReactNode;
}

/**
 * Plans as a row of cards of which one can be chosen: a radio group (arrow keys move, the chosen
 * card is marked 'Selected'), so it works in forms and on its own.
 */
export function PlanChoice({ label, hideLabel, options, errorMessage, footer, ...props }: PlanChoiceProps) {
  return (
    <RadioGroup {...props} className={styles.group} isInvalid={Boolean(errorMessage)}>
      <Label className={hideLabel ? 'visually-hidden' : styles.label}>{label}</Label>
      <div className={styles.grid}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} isDisabled={option.isDisabled} className={styles.card}>
            {({ isSelected }) => (
              <>
                <span className={styles.title}>{option.title}</span>
                <span className={styles.price}>{option.price}</span>
                {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
                {option.lines && option.lines.length > 0 ? (
                  <ul className={styles.lines}>
                    {option.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                {isSelected ? (
                  <span className={styles.chosen}>
                    <Icon name="check" /> Selected
                  </span>
                ) : null}
              </>
            )}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.errorText}>{errorMessage}</FieldError>
      {footer}
    </RadioGroup>
  );
}
