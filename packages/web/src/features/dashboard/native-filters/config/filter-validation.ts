import { COLUMN_FILTER_TYPES, DATASET_FILTER_TYPES, type ConfigDraft, type FilterDraft } from './filter-draft';

/** The form fields a message can sit under. */
export type DraftField = 'name' | 'title' | 'dataset' | 'column' | 'cascadeParentIds';

/** Untranslated messages (the form words them through `t()`), by field. */
export type DraftErrors = Partial<Record<DraftField, string>>;

/** A filter's parents and theirs, transitively (the draft list's cascadeParentIds). */
const ancestorsOf = (id: string, drafts: readonly ConfigDraft[]): Set<string> => {
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = byId.get(stack.pop() ?? '');
    if (current?.kind !== 'filter') continue;
    for (const parent of current.cascadeParentIds) {
      if (seen.has(parent)) continue;
      seen.add(parent);
      stack.push(parent);
    }
  }
  return seen;
};

/**
 * The filters a filter may cascade from (Superset's dependencies select): other value filters
 * that do not already depend on it, so no cycle can be chosen.
 */
export const cascadeParentCandidates = (draft: FilterDraft, drafts: readonly ConfigDraft[]): FilterDraft[] =>
  drafts.filter(
    (d): d is FilterDraft =>
      d.kind === 'filter' &&
      d.id !== draft.id &&
      d.filterType === 'filter_select' &&
      !ancestorsOf(d.id, drafts).has(draft.id),
  );

/** Whether a filter reaches itself through its parents (a cycle left by another filter's edit). */
export const hasCascadeCycle = (draft: FilterDraft, drafts: readonly ConfigDraft[]): boolean =>
  ancestorsOf(draft.id, drafts).has(draft.id);

/** One draft's errors: the fields Superset's filters config form requires. */
export const draftErrors = (draft: ConfigDraft, drafts: readonly ConfigDraft[]): DraftErrors => {
  if (draft.kind === 'divider') return draft.title.trim() === '' ? { title: 'Title is required' } : {};
  const errors: DraftErrors = {};
  if (draft.name.trim() === '') errors.name = 'Name is required';
  if (DATASET_FILTER_TYPES.includes(draft.filterType) && draft.datasetId === null)
    errors.dataset = 'Dataset is required';
  if (COLUMN_FILTER_TYPES.includes(draft.filterType) && draft.column === null) errors.column = 'Column is required';
  if (hasCascadeCycle(draft, drafts)) errors.cascadeParentIds = 'Cannot create cyclic hierarchy';
  return errors;
};

/** Every draft's errors, by id; drafts without errors are left out. */
export const validateDrafts = (drafts: readonly ConfigDraft[]): Record<string, DraftErrors> =>
  Object.fromEntries(
    drafts.flatMap((d) => {
      const errors = draftErrors(d, drafts);
      return Object.keys(errors).length > 0 ? [[d.id, errors]] : [];
    }),
  );

/** The first draft, in list order, with errors: the modal opens it ("form errors focus the first invalid filter"). */
export const firstInvalidId = (drafts: readonly ConfigDraft[], errors: Record<string, DraftErrors>): string | null =>
  drafts.find((d) => errors[d.id] !== undefined)?.id ?? null;
