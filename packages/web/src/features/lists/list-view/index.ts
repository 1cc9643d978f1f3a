export { ListView } from './list-view';
export type { ListViewProps } from './list-view';
export { ItemTitle, OwnerAvatars, TruncatedName } from './list-cells';
export { certifiedFilter, databaseFilter, favoriteFilter, ownersFilter, schemaFilter } from './filter-presets';
export { certificationOf, modifiedColumn, ownersColumn } from './column-presets';
export { NEWEST_FIRST } from './list-state';
export { listQueryKey } from '../query-keys';
export type { Certification, ListColumn, ListFilterSpec, ListOwner, ListViewConfig } from './list-types';
