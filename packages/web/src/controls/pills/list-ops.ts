/**
 * The value of a pill control as a list, whatever the form data holds: a multi control saves a
 * list, a single one a value or null. Saved charts may carry either shape for either control.
 */
export const readValueList = <T>(value: unknown, isItem: (v: unknown) => v is T): T[] => {
  const list: unknown[] = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.filter(isItem);
};

/** Back to the form-data shape: a list for multi controls, the first value or null otherwise. */
export const writeValueList = <T>(items: readonly T[], multi: boolean): T[] | T | null =>
  multi ? [...items] : (items[0] ?? null);

/** Adds an item; a single control replaces its value. */
export const addItem = <T>(items: readonly T[], item: T, multi: boolean): T[] => (multi ? [...items, item] : [item]);

export const replaceItem = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, i) => (i === index ? item : current));

export const removeItem = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

/** Moves the item at `from` to position `to` (the index it ends up at). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const moved = items[from];
  if (moved === undefined || from === to || to < 0 || to >= items.length) return [...items];
  const rest = removeItem(items, from);
  return [...rest.slice(0, to), moved, ...rest.slice(to)];
};
