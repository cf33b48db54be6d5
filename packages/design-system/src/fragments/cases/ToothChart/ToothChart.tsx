import { useId, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import * as fieldStyles from '../../../components/Field/field.css';
import * as styles from './ToothChart.css';

/** Teeth 1 to n in order, as Universal numbers. */
const run = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from < to ? from + i : from - i));

/**
 * The arches as the dentist faces the patient, left to right on screen: the upper arch runs 1
 * (the patient's upper right) to 16, the lower arch 32 (under 1) to 17 (the patient's lower left).
 * Each arch is two quadrants, which stack on a phone.
 */
export const toothChartArches = [
  { name: 'Upper Arch', quadrants: [run(1, 8), run(9, 16)] },
  { name: 'Lower Arch', quadrants: [run(32, 25), run(24, 17)] },
] as const;

export interface ToothChartProps {
  /** Names the chart, e.g. 'Teeth' or 'Teeth to Restore'. */
  label?: string;
  /** The chosen teeth as Universal numbers (1-32). */
  selected: readonly number[];
  /** Called with every chosen tooth, in ascending order, after each toggle. */
  onChange: (next: number[]) => void;
  /** No tooth can be toggled. */
  isDisabled?: boolean;
  /** Hint under the chart. */
  description?: ReactNode;
  /** Error under the chart, announced and linked to it. */
  errorMessage?: string;
}

/**
 * The 32 permanent teeth in Universal numbering as two rows of toggle buttons (one per arch):
 * arrow keys move between teeth, Space or Enter toggles one, Tab leaves the chart.
 */
export function ToothChart({
  label = 'Teeth',
  selected,
  onChange,
  isDisabled,
  description,
  errorMessage,
}: ToothChartProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={errorMessage ? true : undefined}>
        <ToggleButtonGroup
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={(keys: Set<Key>) => onChange([...keys].map(Number).sort((a, b) => a - b))}
          isDisabled={isDisabled}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          className={styles.chart}
        >
          {toothChartArches.map((arch, index) => (
            <div key={arch.name} role="group" aria-labelledby={`${id}-arch${index}`} className={styles.arch}>
              <span id={`${id}-arch${index}`} className={styles.archName}>
                {arch.name}
              </span>
              <div className={styles.quadrants}>
                {arch.quadrants.map((quadrant) => (
                  <div key={quadrant[0]} className={styles.quadrant}>
                    {quadrant.map((tooth) => (
                      <ToggleButton
                        key={tooth}
                        id={tooth}
                        aria-label={`Tooth ${tooth}`}
                        className={styles.tooth}
                      >
                        {tooth}
                      </ToggleButton>
                    ))}
                  </div>
                ))}
              </div>
            </div>
          ))}
        </ToggleButtonGroup>
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} role="alert" className={fieldStyles.errorText}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
