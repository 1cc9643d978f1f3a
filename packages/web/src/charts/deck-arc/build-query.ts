import { deckArcQuery } from '@tessera/core';

/** Superset's deck_arc query, as core builds it for the server's saved charts too. */
export const buildQuery = deckArcQuery;
