import { describe, expect, it } from 'vitest';
import { syncDatasetExtra, type DatasetExtraFields } from './dataset-extra.js';

const EMPTY: DatasetExtraFields = {
  extra: null,
  certified_by: null,
  certification_details: null,
  warning_markdown: null,
};

describe('syncDatasetExtra', () => {
  it('writes top-level certification into extra', () => {
    const r = syncDatasetExtra(EMPTY, {
      certified_by: 'Data team',
      certification_details: 'Checked',
      warning_markdown: 'Beta',
    });
    expect(JSON.parse(r.extra ?? '')).toEqual({
      certification: { certified_by: 'Data team', details: 'Checked' },
      warning_markdown: 'Beta',
    });
    expect(r.certified_by).toBe('Data team');
  });

  it('reads certification from a sent extra and keeps its other keys', () => {
    const extra = JSON.stringify({
      certification: { certified_by: 'Ops', details: 'ok' },
      disallow_adhoc_metrics: true,
    });
    const r = syncDatasetExtra({ ...EMPTY, warning_markdown: 'old' }, { extra });
    expect(r).toMatchObject({ certified_by: 'Ops', certification_details: 'ok', warning_markdown: null });
    expect(JSON.parse(r.extra ?? '')).toEqual({
      disallow_adhoc_metrics: true,
      certification: { certified_by: 'Ops', details: 'ok' },
    });
  });

  it('lets sent top-level fields win over the sent extra, and clears with empty strings', () => {
    const current = syncDatasetExtra(EMPTY, { certified_by: 'A', warning_markdown: 'W' });
    const r = syncDatasetExtra(current, { extra: current.extra, certified_by: '', warning_markdown: 'New' });
    expect(r).toMatchObject({ certified_by: null, certification_details: null, warning_markdown: 'New' });
    expect(JSON.parse(r.extra ?? '')).toEqual({ warning_markdown: 'New' });
  });

  it('keeps current values when nothing related is sent', () => {
    const current = syncDatasetExtra(EMPTY, { certified_by: 'A' });
    expect(syncDatasetExtra(current, {})).toEqual(current);
    expect(syncDatasetExtra(EMPTY, {})).toEqual(EMPTY);
    expect(syncDatasetExtra(EMPTY, { extra: '{}' }).extra).toBe('{}');
  });
});
