import type { DatasetGetOrCreate } from '@tessera/core';
import type { Caller } from '@tessera/core';
import { createDataset, type DatasetDeps } from './dataset-create-service.js';

/**
 * `POST /api/v1/dataset/get_or_create/` (Superset's DatasetRestApi.get_or_create_dataset, used by
 * SQL Lab's 'Explore'): the physical dataset on that table, or a new one the caller owns. As in
 * Superset an existing one answers with its id alone; explore checks access when it opens it.
 */
export const getOrCreateDataset = async (
  deps: DatasetDeps,
  caller: Caller,
  input: DatasetGetOrCreate,
): Promise<{ table_id: number }> => {
  const schema = input.schema ?? null;
  const existing = await deps.db
    .selectFrom('datasets')
    .select('id')
    .where('database_id', '=', input.database_id)
    .where('table_name', '=', input.table_name)
    .where((eb) => (schema === null ? eb('schema', 'is', null) : eb('schema', '=', schema)))
    .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
    .executeTakeFirst();
  if (existing) return { table_id: existing.id };
  const created = await createDataset(deps, caller, {
    database: input.database_id,
    catalog: input.catalog ?? null,
    schema,
    table_name: input.table_name,
    template_params: input.template_params ?? null,
    ...(input.always_filter_main_dttm !== undefined && { always_filter_main_dttm: input.always_filter_main_dttm }),
    ...(input.normalize_columns !== undefined && { normalize_columns: input.normalize_columns }),
  });
  return { table_id: created.id };
};
