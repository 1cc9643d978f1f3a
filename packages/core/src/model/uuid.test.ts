import { describe, expect, it } from 'vitest';
import { ChartFileSchema, DashboardFileSchema, DatabaseFileSchema } from './import-export.js';
import { DatabaseCreateSchema } from './database.js';
import { DatasetColumnPutSchema } from './dataset-write.js';
import { isUuid, uuidSchema } from './uuid.js';

/** uuids as Superset's own example exports carry them: no RFC 4122 version or variant nibble. */
const SUPERSET_EXAMPLE = 'e8623bb9-5e00-f531-506a-19607f5f8005';

describe('uuidSchema', () => {
  it.each([
    SUPERSET_EXAMPLE,
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'A6B3C4D5-E6F7-0818-2939-4A5B6C7D8E9F',
    '5c1e6f0e-3b7a-4a0b-9b5e-2f1d0c9a8b71',
  ])('accepts %s and keeps it as given', (value) => {
    expect(uuidSchema.parse(value)).toBe(value);
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    '',
    'e8623bb95e00f531506a19607f5f8005',
    '{e8623bb9-5e00-f531-506a-19607f5f8005}',
    'e8623bb9-5e00-f531-506a-19607f5f800',
    'e8623bb9-5e00-f531-506a-19607f5f8005 ',
    'g8623bb9-5e00-f531-506a-19607f5f8005',
  ])('refuses %j', (value) => {
    expect(uuidSchema.safeParse(value).success).toBe(false);
    expect(isUuid(value)).toBe(false);
  });

  it('is what import files, database creation and dataset column edits read', () => {
    const chart = ChartFileSchema.parse({
      slice_name: 'c',
      viz_type: 'table',
      uuid: SUPERSET_EXAMPLE,
      dataset_uuid: 'A6B3C4D5-E6F7-0818-2939-4A5B6C7D8E9F',
    });
    expect(chart.dataset_uuid).toBe('A6B3C4D5-E6F7-0818-2939-4A5B6C7D8E9F');
    expect(DashboardFileSchema.parse({ dashboard_title: 'd', uuid: SUPERSET_EXAMPLE }).uuid).toBe(SUPERSET_EXAMPLE);
    expect(
      DatabaseFileSchema.safeParse({ database_name: 'x', sqlalchemy_uri: 'duckdb://', uuid: 'not-a-uuid' }).error
        ?.issues[0]?.path,
    ).toEqual(['uuid']);
    expect(
      DatabaseCreateSchema.parse({ database_name: 'x', sqlalchemy_uri: 'duckdb://', uuid: SUPERSET_EXAMPLE }).uuid,
    ).toBe(SUPERSET_EXAMPLE);
    expect(DatasetColumnPutSchema.parse({ column_name: 'a', uuid: SUPERSET_EXAMPLE }).uuid).toBe(SUPERSET_EXAMPLE);
  });
});
