import type { FilterScalar } from '@tessera/core';

/** One entry of the select: the value as the filter keeps it, keyed by its JSON (Mantine keys are strings). */
export interface SelectOption {
  value: string;
  label: string;
}

/** Superset shows a null option as '<NULL>' and booleans as 'true' / 'false'. */
export const optionLabel = (value: FilterScalar): string => (value === null ? '<NULL>' : String(value));

export const optionKey = (value: FilterScalar): string => JSON.stringify(value);

export const optionValue = (key: string): FilterScalar => JSON.parse(key) as FilterScalar;

/**
 * The entries the select offers: the loaded options, then the server-searched ones, then selected
 * values no longer among them (kept visible so they can be removed), each once; a creatable
 * filter adds the typed text as a value of its own.
 */
export const selectOptions = (lists: readonly (readonly FilterScalar[])[], created: string | null): SelectOption[] => {
  const seen = new Map<string, SelectOption>();
  for (const list of lists) {
    for (const value of list) {
      const key = optionKey(value);
      if (!seen.has(key)) seen.set(key, { value: key, label: optionLabel(value) });
    }
  }
  if (created !== null && created !== '' && ![...seen.values()].some((o) => o.label === created)) {
    seen.set(optionKey(created), { value: optionKey(created), label: created });
  }
  return [...seen.values()];
};
