import type { ControlConfig } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { FLIGHT_COLUMNS, testColumn, testDatasource } from '../../../test-support/controls/datasource-fixture';
import {
  acceptsColumnDrop,
  canSaveColumn,
  columnDraft,
  columnFromDraft,
  columnValueLabel,
  columnWarning,
  draftColumnTitle,
  isTemporalOnlyControl,
  readColumns,
  renameColumnDraft,
  savedColumns,
  simpleColumns,
} from './column-state';

const ds = testDatasource();
const formData = { viz_type: 'table', datasource: '3__table' };
const control = (name: string, extra: Partial<ControlConfig> & Record<string, unknown> = {}): ControlConfig => ({
  name,
  type: 'DndColumnSelect',
  label: name,
  ...extra,
});
const column = (name: string) => {
  const found = FLIGHT_COLUMNS.find((c) => c.column_name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('column values', () => {
  it('reads names and adhoc SQL columns, dropping anything else', () => {
    const sql = { label: 'x', sqlExpression: 'a + 1', expressionType: 'SQL' as const };
    expect(readColumns(['origin', sql, 3, '', { label: 'no sql' }])).toEqual(['origin', sql]);
    expect(readColumns('origin')).toEqual(['origin']);
  });

  it('labels dataset columns by verbose name and flags the ones the dataset lacks', () => {
    expect(columnValueLabel('origin', ds)).toBe('Origin airport');
    expect(columnValueLabel({ sqlExpression: 'a || b' }, ds)).toBe('a || b');
    expect(columnWarning('gone', ds)).toBe('This column might be incompatible with current dataset');
    expect(columnWarning('origin', ds)).toBeNull();
    expect(columnWarning('gone', null)).toBeNull();
  });

  it('splits saved expressions (calculated columns) from physical columns, time columns only when asked', () => {
    expect(savedColumns(ds, false).map((c) => c.column_name)).toEqual(['route']);
    expect(simpleColumns(ds, false).map((c) => c.column_name)).toEqual(['origin', 'destination', 'delay', 'date']);
    expect(simpleColumns(ds, true).map((c) => c.column_name)).toEqual(['date']);
    expect(savedColumns(ds, true)).toEqual([]);
  });
});

describe('drop rules (spec 03 §4)', () => {
  it('takes columns, not metrics, and no column twice', () => {
    const ctx = { temporalOnly: false, selected: ['origin'] };
    expect(acceptsColumnDrop({ kind: 'column', column: column('delay') }, ctx)).toBe(true);
    expect(acceptsColumnDrop({ kind: 'column', column: column('origin') }, ctx)).toBe(false);
    expect(acceptsColumnDrop({ kind: 'metric', metric: ds.metrics[0]! }, ctx)).toBe(false);
  });

  it('lets a temporal-only control take time columns only', () => {
    const ctx = { temporalOnly: true, selected: [] };
    expect(acceptsColumnDrop({ kind: 'column', column: column('date') }, ctx)).toBe(true);
    expect(acceptsColumnDrop({ kind: 'column', column: column('origin') }, ctx)).toBe(false);
  });

  it('knows which controls are temporal-only', () => {
    expect(isTemporalOnlyControl(control('x_axis'), { ...formData, viz_type: 'big_number' })).toBe(true);
    expect(isTemporalOnlyControl(control('x_axis'), { ...formData, viz_type: 'echarts_timeseries_line' })).toBe(false);
    expect(isTemporalOnlyControl(control('granularity_sqla'), formData)).toBe(true);
    expect(isTemporalOnlyControl(control('groupby', { temporalOnly: true }), formData)).toBe(true);
  });
});

describe('column editor draft (spec 02 §4)', () => {
  it('opens on the tab of the current value', () => {
    expect(columnDraft('route', ds, false).tab).toBe('saved');
    expect(columnDraft('origin', ds, false)).toMatchObject({ tab: 'simple', simple: 'origin' });
    expect(columnDraft({ sqlExpression: 'a', label: 'a' }, ds, false)).toMatchObject({
      tab: 'sqlExpression',
      sql: 'a',
      hasCustomLabel: false,
    });
    expect(columnDraft({ sqlExpression: 'a', label: 'Alpha' }, ds, false).hasCustomLabel).toBe(true);
  });

  it('opens a new column on Saved when there are saved expressions, else Simple', () => {
    expect(columnDraft(null, ds, false).tab).toBe('saved');
    expect(columnDraft(null, testDatasource({ columns: [testColumn('a')] }), false).tab).toBe('simple');
    expect(columnDraft(null, ds, true).tab).toBe('simple');
  });

  it("builds Superset's adhoc column from the Custom SQL tab, with the label typed or the SQL", () => {
    const draft = { ...columnDraft(null, ds, false), tab: 'sqlExpression' as const, sql: " origin || '!' " };
    expect(columnFromDraft(draft)).toEqual({
      label: "origin || '!'",
      sqlExpression: "origin || '!'",
      expressionType: 'SQL',
    });
    const named = renameColumnDraft(draft, 'Shout');
    expect(columnFromDraft(named)).toEqual({
      label: 'Shout',
      sqlExpression: "origin || '!'",
      expressionType: 'SQL',
      hasCustomLabel: true,
    });
    expect(draftColumnTitle(named, ds)).toBe('Shout');
    expect(draftColumnTitle(renameColumnDraft(named, ''), ds)).toBe("origin || '!'");
  });

  it('allows Save only with a selection that changed', () => {
    const draft = columnDraft('origin', ds, false);
    expect(canSaveColumn(draft, 'origin')).toBe(false);
    expect(canSaveColumn({ ...draft, simple: 'delay' }, 'origin')).toBe(true);
    expect(canSaveColumn({ ...draft, tab: 'saved' }, 'origin')).toBe(false);
    expect(canSaveColumn({ ...draft, tab: 'sqlExpression', sql: '  ' }, null)).toBe(false);
  });
});
