import type { SelectFilterSpec } from './list-types';

type Translate = (text: string) => string;

/** "Favorite: Yes / No" on `id` with the resource's favourite operator (e.g. chart_is_favorite). */
export const favoriteFilter = (t: Translate, opr: string): SelectFilterSpec => ({
  kind: 'select',
  id: 'favorite',
  col: 'id',
  opr,
  label: t('Favorite'),
  source: {
    kind: 'static',
    choices: [
      { label: t('Yes'), value: true },
      { label: t('No'), value: false },
    ],
  },
});

/** "Certified: Yes / No" on `id` with the resource's certification operator. */
export const certifiedFilter = (t: Translate, opr: string): SelectFilterSpec => ({
  kind: 'select',
  id: 'certified',
  col: 'id',
  opr,
  label: t('Certified'),
  source: {
    kind: 'static',
    choices: [
      { label: t('Yes'), value: true },
      { label: t('No'), value: false },
    ],
  },
});

/** Owners from `related/owners`. */
export const ownersFilter = (t: Translate): SelectFilterSpec => ({
  kind: 'select',
  id: 'owners',
  col: 'owners',
  opr: 'rel_m_m',
  label: t('Owner'),
  source: { kind: 'related', column: 'owners' },
});

/** The database filter of resources with a `database` relation (datasets, saved queries). */
export const databaseFilter = (t: Translate): SelectFilterSpec => ({
  kind: 'select',
  id: 'database',
  col: 'database',
  opr: 'rel_o_m',
  label: t('Database'),
  source: { kind: 'related', column: 'database' },
});

/** The schema filter over the resource's distinct schemas. */
export const schemaFilter = (t: Translate): SelectFilterSpec => ({
  kind: 'select',
  id: 'schema',
  col: 'schema',
  opr: 'eq',
  label: t('Schema'),
  source: { kind: 'distinct', column: 'schema' },
});
