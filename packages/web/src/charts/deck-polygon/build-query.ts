import { deckPolygonQuery } from '@tessera/core';

/** Superset's deck_polygon query, as core builds it for the server's saved charts too. */
export const buildQuery = deckPolygonQuery;
