import { buildQueryContext, type FormData, type QueryContextInput } from '@tessera/core';

/**
 * Superset's deck_multi buildQuery: no query of its own. Each layer is a saved chart queried through
 * its own type's buildQuery by the chart itself, as the legacy DeckGLMultiLayer's empty query_obj did.
 */
export const buildQuery = (formData: FormData): QueryContextInput => buildQueryContext(formData, () => []);
