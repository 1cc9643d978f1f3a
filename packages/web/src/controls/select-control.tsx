import { MultiSelect, Select } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../i18n';
import { inputFrameProps } from './control-frame';
import {
  choiceOptions,
  creatableOption,
  keyOf,
  optionsWithValues,
  readSelectList,
  sanitizeSelectValue,
  valueOfKey,
  type SelectOption,
  type SelectValue,
} from './select-state';
import type { ControlWidgetProps } from './types';

/** Superset's select controls are clearable unless a config says otherwise. */
const isClearable = (config: ControlWidgetProps['config']): boolean =>
  !('clearable' in config) || (config as { clearable?: unknown }).clearable !== false;

const comboData = (options: readonly SelectOption[], search: string, freeForm: boolean) => {
  const created = freeForm ? creatableOption(search, options) : null;
  const listed = options.map((o) => ({ value: o.key, label: o.label }));
  // The typed entry comes first so Enter picks it, as Superset's free-form selects do.
  return created ? [{ value: created.key, label: created.label }, ...listed] : listed;
};

/** A control whose choices follow other controls (Superset's mapStateToProps) gets them for now. */
const withCurrentChoices = ({ config, formData, datasource }: ControlWidgetProps): ControlWidgetProps['config'] =>
  config.choicesOf === undefined ? config : { ...config, choices: config.choicesOf(formData, { datasource }) };

/**
 * Superset's SelectControl: one value or many from the config's choices. Free-form controls
 * (number and date formats, row limits) also take typed entries; null is the 'None' choice.
 */
export function SelectControl(props: ControlWidgetProps): ReactNode {
  const { value, onChange } = props;
  const config = withCurrentChoices(props);
  const t = useT();
  const id = useId();
  const [search, setSearch] = useState('');
  const freeForm = config.freeForm === true;
  const shown = sanitizeSelectValue(config, value);
  const chosen = readSelectList(shown);
  const options = optionsWithValues(choiceOptions(config), chosen);
  const data = comboData(options, search, freeForm);
  const frame = inputFrameProps(props);
  const common = {
    id,
    ...frame,
    data,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    clearable: isClearable(config),
    selectFirstOptionOnChange: freeForm,
    nothingFoundMessage: t('No results'),
    comboboxProps: { withinPortal: false },
  };

  if (config.multi) {
    return (
      <MultiSelect
        {...common}
        value={chosen.map(keyOf)}
        placeholder={chosen.length === 0 ? t('Select ...') : undefined}
        onChange={(keys) => {
          setSearch('');
          onChange(keys.map((k) => valueOfKey(k, options)).filter((v): v is SelectValue => v !== undefined));
        }}
      />
    );
  }
  const single = Array.isArray(shown) ? null : shown;
  return (
    <Select
      {...common}
      value={keyOf(single)}
      placeholder={t('Select ...')}
      allowDeselect={isClearable(config)}
      onChange={(key) => {
        const next = key === null ? null : valueOfKey(key, options);
        if (next !== undefined) onChange(next);
      }}
    />
  );
}
