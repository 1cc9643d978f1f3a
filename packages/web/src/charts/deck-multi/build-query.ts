import { deckMultiQuery } from '@tessera/core';

/** Superset's deck_multi query (none of its own), as core builds it for the server's saved charts too. */
export const buildQuery = deckMultiQuery;
