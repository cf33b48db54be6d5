import { useId, useState } from 'react';
import { RadioGroup } from '../../../components/RadioGroup';
import { Select } from '../../../components/Select';
import { shadeSystemNames, shadeSystems, shadesBySystem, type ShadeChoice, type ShadeSystem } from './shades';
import * as styles from './ShadePicker.css';

export interface ShadePickerProps {
  /** Names the choice, e.g. 'Shade' or 'Stump shade'. */
  label?: string;
  /** The chosen guide and shade, `null` while none is chosen. */
  value: ShadeChoice | null;
  /** Called with the chosen shade, or `null` when another guide is chosen (its shades differ). */
  onChange: (next: ShadeChoice | null) => void;
  /** Nothing can be chosen. */
  isDisabled?: boolean;
  /** Error under the shade list, announced and linked to it; marks it invalid. */
  errorMessage?: string;
}

const systemOptions = shadeSystems.map((system) => ({ value: system, label: shadeSystemNames[system] }));

/**
 * A prescription's shade: the guide (VITA classical or VITA 3D-Master) as radios, then the guide's
 * shades in a select. The guide picked before any shade is kept here; once a shade is chosen,
 * `value` says which guide is shown.
 */
export function ShadePicker({
  label = 'Shade',
  value,
  onChange,
  isDisabled,
  errorMessage,
}: ShadePickerProps) {
  const labelId = `${useId()}-label`;
  const [pickedSystem, setPickedSystem] = useState<ShadeSystem>(value?.system ?? 'classical');
  const system = value?.system ?? pickedSystem;
  return (
    <div role="group" aria-labelledby={labelId} className={styles.picker}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RadioGroup
        label="Shade guide"
        options={systemOptions}
        value={system}
        isDisabled={isDisabled}
        onChange={(next) => {
          const nextSystem = next as ShadeSystem;
          setPickedSystem(nextSystem);
          if (value && value.system !== nextSystem) onChange(null);
        }}
      />
      <div className={styles.shade}>
        <Select
          label={`${shadeSystemNames[system]} shade`}
          placeholder="Choose a shade"
          options={shadesBySystem[system].map((shade) => ({ id: shade, label: shade }))}
          selectedKey={value?.system === system ? value.shade : null}
          onSelectionChange={(shade) => onChange({ system, shade })}
          isDisabled={isDisabled}
          errorMessage={errorMessage}
        />
      </div>
    </div>
  );
}
