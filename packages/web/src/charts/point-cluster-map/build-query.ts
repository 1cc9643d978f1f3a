import { pointClusterQuery } from '@tessera/core';

/** Superset's point_cluster_map query, as core builds it for the server's saved charts too. */
export const buildQuery = pointClusterQuery;
