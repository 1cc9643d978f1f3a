export { ListView } from './list-view';
export type { ListViewProps } from './list-view';
export { ItemTitle, OwnerAvatars } from './list-cells';
export { certifiedFilter, databaseFilter, favoriteFilter, ownersFilter, schemaFilter } from './filter-presets';
export { certificationOf, modifiedColumn, NEWEST_FIRST, ownersColumn } from './column-presets';
export { listQueryKey } from './use-list-data';
export type { Certification, ListColumn, ListFilterSpec, ListOwner, ListViewConfig } from './list-types';
