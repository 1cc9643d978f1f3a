import type { PermissionPair, PermissionView } from '@tessera/core';

/** One key per (permission, view) pair. */
export const pairKey = (pair: PermissionPair): string => `${pair.permission}\u0000${pair.view_menu}`;

/** Whether every word of `search` occurs in the permission or view name (case-insensitive). */
export const matchesSearch = (pair: PermissionPair, search: string): boolean => {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  const haystack = `${pair.permission} ${pair.view_menu}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
};

/** Sorted by view then permission, so a resource's grants sit together. */
export const sortPermissions = (views: readonly PermissionView[]): PermissionView[] =>
  [...views].sort((a, b) => a.view_menu.localeCompare(b.view_menu) || a.permission.localeCompare(b.permission));

/** The pairs to send for the selected keys, in the catalogue's order. */
export const selectedPairs = (views: readonly PermissionView[], selected: ReadonlySet<string>): PermissionPair[] =>
  views
    .filter((view) => selected.has(pairKey(view)))
    .map((view) => ({ permission: view.permission, view_menu: view.view_menu }));
