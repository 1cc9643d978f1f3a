export { SqlDatasetView } from './sql-dataset-view';
export { TableDatasetView } from './table-dataset-view';
export { exploreDatasetUrl } from './source-state';
