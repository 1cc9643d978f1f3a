import { describe, expect, it } from 'vitest';
import { ListQuerySchema, encodeRisonQuery, parseRisonQuery } from './list-query.js';

describe('parseRisonQuery', () => {
  it('decodes what Superset clients send', () => {
    const q =
      "(filters:!((col:table_name,opr:ct,value:'fli')),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)";
    const r = parseRisonQuery(ListQuerySchema, q);
    expect(r.ok && r.value).toEqual({
      filters: [{ col: 'table_name', opr: 'ct', value: 'fli' }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });
  it('defaults when q is absent', () => {
    const r = parseRisonQuery(ListQuerySchema, undefined);
    expect(r.ok && r.value.page_size).toBe(25);
  });
  it('names the field of a bad value', () => {
    const r = parseRisonQuery(ListQuerySchema, '(page:x)');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.field).toBe('q.page');
    const broken = parseRisonQuery(ListQuerySchema, '(page:');
    expect(broken.ok || broken.field).toBe('q');
  });
  it('round-trips through encode', () => {
    const value = { filters: [{ col: 'a', opr: 'eq', value: 'x y' }], page: 2, page_size: 10 };
    const r = parseRisonQuery(ListQuerySchema, encodeRisonQuery(value));
    expect(r.ok && r.value).toMatchObject(value);
  });
});
