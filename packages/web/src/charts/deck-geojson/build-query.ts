import { deckGeojsonQuery } from '@tessera/core';

/** Superset's deck_geojson query, as core builds it for the server's saved charts too. */
export const buildQuery = deckGeojsonQuery;
