export { ListView } from './list-view';
export type { ListViewProps } from './list-view';
export { ItemTitle, OwnerAvatars } from './list-cells';
export { certifiedFilter, favoriteFilter, ownersFilter } from './filter-presets';
export { listQueryKey } from './use-list-data';
export type { Certification, ListColumn, ListFilterSpec, ListOwner, ListViewConfig } from './list-types';
