import { TabStateCreateSchema, type TabStateCreate } from '@tessera/core';

const KEY = 'tessera.sqllab.closedTabs';
/** Superset keeps the tabs closed in this session for 'Restore closed tab'; a few are enough. */
const MAX = 10;

const read = (): TabStateCreate[] => {
  try {
    const parsed = TabStateCreateSchema.array().safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

/**
 * The recently closed tabs, newest first: the server deletes a closed tab (Superset's
 * TabStateView.delete), so what restoring needs is kept here, a few kB at most.
 */
export const closedTabs = {
  list: read,
  push: (tab: TabStateCreate): void => {
    window.localStorage.setItem(KEY, JSON.stringify([tab, ...read()].slice(0, MAX)));
  },
  take: (index: number): TabStateCreate | null => {
    const all = read();
    const [taken] = all.splice(index, 1);
    window.localStorage.setItem(KEY, JSON.stringify(all));
    return taken ?? null;
  },
};
