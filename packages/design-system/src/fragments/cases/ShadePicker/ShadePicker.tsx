import { useId, useState } from 'react';
import { shadeSystemLabels, shadeSystems, shadesBySystem, type ShadeSystem } from '@idl/api-contract';
import { RadioGroup } from '../../../components/RadioGroup';
import { Select } from '../../../components/Select';
import * as styles from './ShadePicker.css';

/** A chosen shade: the guide and one of its shades, as the contract's prescription names them. */
export interface ShadeChoice {
  system: ShadeSystem;
  shade: string;
}

export interface ShadePickerProps {
  /** Names the choice, e.g. 'Shade' or 'Stump Shade'. */
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

const systemOptions = shadeSystems.map((system) => ({ value: system, label: shadeSystemLabels[system] }));

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
  const [pickedSystem, setPickedSystem] = useState<ShadeSystem>(value?.system ?? 'vita_classical');
  const system = value?.system ?? pickedSystem;
  return (
    <div role="group" aria-labelledby={labelId} className={styles.picker}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RadioGroup
        label="Shade Guide"
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
          label={`${shadeSystemLabels[system]} Shade`}
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
