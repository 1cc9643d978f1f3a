import type { ReactNode } from 'react';
import type { ApiFilter, FilterValue, ListDefaults } from './list-state';

export interface ListOwner {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
}

export interface Certification {
  certifiedBy: string;
  details: string | null;
}

/** Every listed row has a numeric id. */
export interface ListItem {
  id: number;
}

export interface ListColumn<T extends ListItem> {
  id: string;
  /** Already translated. */
  header: string;
  /** The API's order_column when the column can be sorted. */
  sortKey?: string;
  render: (item: T) => ReactNode;
}

export interface FilterChoice {
  /** Already translated. */
  label: string;
  value: FilterValue;
}

/** Where a select filter's choices come from. */
export type ChoiceSource =
  | { kind: 'static'; choices: readonly FilterChoice[] }
  /** `GET /api/v1/{resource}/related/{column}` (ids of users, databases, ...). */
  | { kind: 'related'; column: string }
  /** `GET /api/v1/{resource}/distinct/{column}` (values of a column). */
  | { kind: 'distinct'; column: string }
  /** Any other loader, cached under `key`. */
  | { kind: 'custom'; key: string; load: (signal: AbortSignal) => Promise<FilterChoice[]> };

export interface SearchFilterSpec {
  kind: 'search';
  id: string;
  col: string;
  /** Defaults to `ct` (contains, case-insensitive). */
  opr?: string;
  /** Already translated. */
  label: string;
}

export interface SelectFilterSpec {
  kind: 'select';
  id: string;
  col: string;
  opr: string;
  /** Already translated. */
  label: string;
  source: ChoiceSource;
}

export type ListFilterSpec = SearchFilterSpec | SelectFilterSpec;

export interface ListCardSpec<T extends ListItem> {
  title: (item: T) => string;
  url: (item: T) => string;
  subtitle?: (item: T) => ReactNode;
}

/** What a page tells the list view about its resource. */
export interface ListViewConfig<T extends ListItem> {
  /** The API resource name: `chart` gives `/api/v1/chart/`. */
  resource: string;
  /**
   * The resource whose `_info` answers the permissions, when not `resource` itself: a nested list
   * (a layer's annotations) has no `_info` of its own, and Superset checks its parent view's.
   */
  infoResource?: string;
  /** Singular and plural nouns, already translated: used in the spec's messages. */
  singular: string;
  plural: string;
  /** Already translated page title. */
  title: string;
  columns: readonly ListColumn<T>[];
  filters: readonly ListFilterSpec[];
  defaults: ListDefaults;
  /** The card view; without it the list has only the table view. */
  card?: ListCardSpec<T>;
  /** The name toasts and confirmations use. */
  itemName: (item: T) => string;
  /** Modified, as the server words it ("2 hours ago"). */
  modified?: (item: T) => string | null | undefined;
  owners?: (item: T) => readonly ListOwner[] | undefined;
  certification?: (item: T) => Certification | null;
  /** Whether rows get a favourite star (favorite_status + favorites endpoints). */
  favorites?: boolean;
  /** The edit action's target; without it (or onEdit) there is no edit action. */
  editUrl?: (item: T) => string;
  /** Edits the row in place (e.g. opens a modal); wins over editUrl. */
  onEdit?: (item: T) => void;
  /** Whether the resource offers `export/`. */
  exportable?: boolean;
  /** Whether users who may write get an Import button (`import/`). */
  importable?: boolean;
  /** Buttons next to the title. */
  actions?: ReactNode;
  /**
   * Superset's related_objects path of a row (databases, datasets): deleting then lists the charts
   * and dashboards it breaks and asks for "DELETE" to be typed.
   */
  relatedObjectsPath?: (id: number) => string;
  /** Filters always sent, outside the URL state (the alert list's `type`). */
  fixedFilters?: readonly ApiFilter[];
  /**
   * Whether the signed-in user may change this row (Superset's raise_for_ownership: owners and
   * admins); rows it refuses get no edit or delete action and cannot be bulk selected for delete.
   * Without it, `can_write` on the resource decides alone.
   */
  canEditItem?: (item: T) => boolean;
  /** Extra buttons of one row, before edit and delete (e.g. the alert list's execution log). */
  rowExtras?: (item: T) => ReactNode;
  /** Buttons next to the title for users who may write (`can_write` in `_info`), e.g. '+ Database'. */
  writeActions?: ReactNode;
}
