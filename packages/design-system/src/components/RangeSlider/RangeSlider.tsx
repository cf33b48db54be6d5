import { useState } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import * as fieldStyles from '../Field/field.css';
import * as styles from './RangeSlider.css';

export type Range = [low: number, high: number];

export interface RangeSliderProps {
  /** Visible label, e.g. 'Price'. */
  label: string;
  /** Lowest selectable value (spec price filter: 0). */
  minValue?: number;
  /** Highest selectable value (spec price filter: 2000). */
  maxValue?: number;
  /** Size of one keyboard step and of the value grid. */
  step?: number;
  /** Smallest allowed distance between the two thumbs (spec: 1). */
  minGap?: number;
  /** [low, high] when controlled. */
  value?: Range;
  /** [low, high] when uncontrolled (spec: 0..1000). */
  defaultValue?: Range;
  /** Called on every move with the new [low, high]. */
  onChange?: (value: Range) => void;
  /** Called once when the user lets go (good moment to filter). */
  onChangeEnd?: (value: Range) => void;
  /** How values are written, e.g. `{ style: 'currency', currency: 'USD' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Screen-reader names of the two thumbs. */
  thumbLabels?: [low: string, high: string];
  /** The slider cannot be moved. */
  isDisabled?: boolean;
}

/** Keeps the thumb that moved at least `minGap` away from the other one. */
export function keepGap(next: Range, previous: Range, minGap: number): Range {
  const [low, high] = next;
  if (high - low >= minGap) return next;
  return low !== previous[0] ? [high - minGap, high] : [low, low + minGap];
}

/**
 * A two-thumb slider for a range such as a price filter. Drag or use arrow keys, Page Up/Down,
 * Home/End on either thumb (react-aria); the current range is written above the track.
 */
export function RangeSlider({
  label,
  minValue = 0,
  maxValue = 100,
  step = 1,
  minGap = 0,
  value,
  defaultValue = [minValue, maxValue],
  onChange,
  onChangeEnd,
  formatOptions,
  thumbLabels = ['Minimum', 'Maximum'],
  isDisabled,
}: RangeSliderProps) {
  const [inner, setInner] = useState<Range>(defaultValue);
  const current = value ?? inner;
  return (
    <Slider<number[]>
      className={styles.slider}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      value={current}
      formatOptions={formatOptions}
      isDisabled={isDisabled}
      onChange={(next) => {
        const kept = keepGap([next[0] ?? minValue, next[1] ?? maxValue], current, minGap);
        setInner(kept);
        onChange?.(kept);
      }}
      onChangeEnd={() => onChangeEnd?.(current)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <SliderOutput className={styles.output}>
        {({ state }) => `${state.getThumbValueLabel(0)} – ${state.getThumbValueLabel(1)}`}
      </SliderOutput>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div
              className={styles.fill}
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            <SliderThumb index={0} aria-label={thumbLabels[0]} className={styles.thumb} />
            <SliderThumb index={1} aria-label={thumbLabels[1]} className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
