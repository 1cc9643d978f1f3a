import { describe, expect, it } from 'vitest';
import { parseBundle } from './parse-bundle.js';

const META = 'version: 1.0.0\ntype: Slice\ntimestamp: "2024-01-01T00:00:00+00:00"\n';
const DB_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';

describe('parseBundle', () => {
  it('strips the root folder and parses every file', () => {
    const b = parseBundle(
      new Map([
        ['chart_export_20240101T000000/metadata.yaml', META],
        [
          'chart_export_20240101T000000/databases/examples.yaml',
          `database_name: examples\nsqlalchemy_uri: sqlite:////tmp/x.db\nuuid: ${DB_UUID}\nversion: 1.0.0\n`,
        ],
      ]),
    );
    expect(b.metadata.type).toBe('Slice');
    expect(b.databases).toEqual([
      { path: 'databases/examples.yaml', value: expect.objectContaining({ uuid: DB_UUID }) },
    ]);
  });

  it('names the file with bad YAML', () => {
    const files = new Map([
      ['x/metadata.yaml', META],
      ['x/charts/bad_1.yaml', 'slice_name: [unclosed\nviz_type: table\n'],
    ]);
    expect(() => parseBundle(files)).toThrow(/^Error importing chart: charts\/bad_1\.yaml: invalid YAML/);
  });

  it('names the field that fails the schema', () => {
    const files = new Map([
      ['x/metadata.yaml', META],
      ['x/databases/e.yaml', 'database_name: e\nuuid: not-a-uuid\nsqlalchemy_uri: sqlite:///x\n'],
    ]);
    expect(() => parseBundle(files)).toThrow(/^Error importing database: databases\/e\.yaml: uuid: /);
  });

  it('requires metadata.yaml with version 1.0.0', () => {
    expect(() => parseBundle(new Map([['x/charts/a.yaml', 'a: 1']]))).toThrow(/metadata\.yaml: file is missing/);
    expect(() => parseBundle(new Map([['x/metadata.yaml', 'version: 2.0.0\ntype: Slice\n']]))).toThrow(
      /Error importing bundle: metadata\.yaml: version/,
    );
  });
});
