import { deckScatterQuery } from '@tessera/core';

/** Superset's deck_scatter query, as core builds it for the server's saved charts too. */
export const buildQuery = deckScatterQuery;
