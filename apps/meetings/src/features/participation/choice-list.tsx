import type { ChangeEvent } from 'react';

export interface Choice<V> {
  value: V;
  label: string;
}

interface ChoiceListProps<V> {
  /** the group's input name (radios of one group share it) */
  name: string;
  multiple: boolean;
  /** most checkboxes that may be ticked: the others are disabled once it is reached */
  max?: number;
  options: readonly Choice<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** names the group for assistive technology */
  label?: string;
}

/** Radios (single choice) or checkboxes (up to `max`), shared by votes and questionnaire items. */
export function ChoiceList<V extends string | number>({
  name,
  multiple,
  max,
  options,
  value,
  onChange,
  label,
}: ChoiceListProps<V>) {
  const full = multiple && max !== undefined && value.length >= max;
  const toggle = (option: V) => (event: ChangeEvent<HTMLInputElement>) => {
    if (!multiple) onChange([option]);
    else if (event.target.checked) onChange(full ? [...value] : [...value, option]);
    else onChange(value.filter((v) => v !== option));
  };
  return (
    <fieldset aria-label={label} className="space-y-1.5">
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm text-ink-soft">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={checked}
              disabled={!checked && full}
              onChange={toggle(option.value)}
              className="accent-brand"
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
