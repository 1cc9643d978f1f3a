import { deckPathQuery } from '@tessera/core';

/** Superset's deck_path query, as core builds it for the server's saved charts too. */
export const buildQuery = deckPathQuery;
