import type { ChartProps } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import recorded from '../../../test-support/charts/handlebars/chart-data-tables-handlebars.json';
import { buildQuery } from './build-query';
import { expandTemplate } from './render-template';
import { DEFAULT_TEMPLATE, transformProps } from './transform-props';

const rows = recorded.result[0]?.data ?? [];

describe('handlebars template (Superset helpers)', () => {
  it('expands the saved template over the recorded rows', () => {
    const { template } = transformProps({
      formData: recorded.form_data,
      queriesData: [{ ...recorded.result[0] } as unknown as ChartProps['queriesData'][number]],
      width: 400,
      height: 300,
      theme: 'light',
    });
    const html = expandTemplate(template, { data: rows, formData: {} });
    const first = rows[0] as { weather: string; count: number };
    expect(html).toContain(`<li><b>${first.weather}</b>: ${first.count.toLocaleString('en-US')} days`);
    expect(html.match(/<p data-weather=/g)).toHaveLength(rows.length);
  });

  it('dateFormat, formatNumber, stringify and parseJson', () => {
    const expanded = expandTemplate(
      '{{#with formData}}{{dateFormat d format="MMMM YYYY"}}|{{formatNumber n locale="de-DE"}}|{{stringify o}}|{{#with (parseJson j)}}{{a}}{{/with}}{{/with}}',
      { data: [], formData: { d: '2024-03-05T12:00:00Z', n: 1234.5, o: { x: 1 }, j: '{"a":"ok"}' } },
    );
    expect(expanded).toBe('March 2024|1.234,5|{\n  &quot;x&quot;: 1\n}|ok');
  });

  it('groups rows by a field (handlebars-group-by), in first-seen order', () => {
    const data = [
      { k: 'a', v: 1 },
      { k: 'b', v: 2 },
      { k: 'a', v: 3 },
    ];
    const html = expandTemplate('{{#group data by="k"}}[{{value}}:{{#each items}}{{v}}{{/each}}]{{/group}}', {
      data,
      formData: {},
    });
    expect(html).toBe('[a:13][b:2]');
  });

  it('escapes values in double braces; only the sanitiser stands between triple braces and the page', () => {
    const data = [{ x: '<img src=x onerror=alert(1)>' }];
    expect(expandTemplate('{{#each data}}{{x}}{{/each}}', { data, formData: {} })).toBe(
      '&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;',
    );
  });

  it('lists every row as JSON by default, and queries the raw columns in raw mode', () => {
    expect(expandTemplate(DEFAULT_TEMPLATE, { data: [{ a: 1 }], formData: {} })).toContain('&quot;a&quot;: 1');
    const [query] = buildQuery({
      datasource: '1__table',
      viz_type: 'handlebars',
      query_mode: 'raw',
      all_columns: ['a'],
    }).queries;
    expect([query?.columns, query?.metrics]).toEqual([['a'], []]);
  });
});
