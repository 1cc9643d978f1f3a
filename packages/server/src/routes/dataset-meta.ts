import { registerListMetaRoutes } from './list-meta.js';
import type { RouteModule } from './route-module.js';
import { datasetListResource } from '../services/dataset/dataset-list-resource.js';
import { relatedDatabases } from '../services/dataset/dataset-related.js';

/** Superset's DatasetRestApi helpers for the list page: `_info`, related users and databases, distinct values. */
export const datasetMetaRoutes: RouteModule = (app, ctx) => {
  const db = ctx.meta.db;
  registerListMetaRoutes(app, db, {
    base: '/api/v1/dataset',
    view: 'Dataset',
    tags: ['Datasets'],
    resource: datasetListResource,
    relatedColumns: ['owners', 'created_by', 'changed_by', 'database'],
    related: (column, q, req) => (column === 'database' ? relatedDatabases(db, q, req.caller) : null),
    distinctCtx: (req) => req.caller,
  });
};
