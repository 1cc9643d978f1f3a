import { isEqualish } from '../chart/form-data-diff.js';
import type { DashboardLayout, LayoutItem, LayoutMeta } from './layout-schema.js';

/**
 * How a component differs between two layouts: `added` / `removed`; `moved` to another parent;
 * `reordered` (a container whose children, those in both layouts, changed order); `resized`
 * (width or height); `edited` (any other meta: text, code, header size, background, chart name …).
 */
export type LayoutChangeKind = 'added' | 'removed' | 'moved' | 'reordered' | 'resized' | 'edited';

export interface LayoutChange {
  id: string;
  type: string;
  kind: LayoutChangeKind;
}

const SIZE_KEYS = new Set(['width', 'height']);

const sizeOf = (meta: LayoutMeta): Record<string, unknown> =>
  Object.fromEntries(Object.entries(meta).filter(([key]) => SIZE_KEYS.has(key)));
const contentOf = (meta: LayoutMeta): Record<string, unknown> =>
  Object.fromEntries(Object.entries(meta).filter(([key]) => !SIZE_KEYS.has(key)));

const parentOf = (item: LayoutItem): string | undefined => item.parents.at(-1);

/** Whether the children both versions of a container hold changed their order. */
const reordered = (before: LayoutItem, after: LayoutItem): boolean => {
  const kept = new Set(after.children);
  const was = before.children.filter((c) => kept.has(c));
  const stayed = new Set(was);
  const now = after.children.filter((c) => stayed.has(c));
  return was.some((id, i) => id !== now[i]);
};

/**
 * The component-level differences from layout `a` to layout `b`, in `a`'s key order then `b`'s
 * new keys; a component may appear with several kinds. Used by the confirm-diff dialog ("position
 * changes") and by tests of the layout operations.
 */
export const layoutDiff = (a: DashboardLayout, b: DashboardLayout): LayoutChange[] => {
  const changes: LayoutChange[] = [];
  const ids = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const id of ids) {
    const before = a[id];
    const after = b[id];
    if (before === undefined && after !== undefined) changes.push({ id, type: after.type, kind: 'added' });
    if (after === undefined && before !== undefined) changes.push({ id, type: before.type, kind: 'removed' });
    if (before === undefined || after === undefined || before === after) continue;
    const push = (kind: LayoutChangeKind): void => {
      changes.push({ id, type: after.type, kind });
    };
    if (parentOf(before) !== parentOf(after)) push('moved');
    if (reordered(before, after)) push('reordered');
    if (!isEqualish(sizeOf(before.meta), sizeOf(after.meta))) push('resized');
    if (!isEqualish(contentOf(before.meta), contentOf(after.meta))) push('edited');
  }
  return changes;
};
