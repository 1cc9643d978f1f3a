import { describe, expect, it } from 'vitest';
import { extraEditorText, isJsonObjectText, parseExtraObject, readExtraFields, writeExtra } from './certification';

const EMPTY = { certified_by: '', certification_details: '', warning_markdown: '' };

describe('extra helpers', () => {
  it('reads certification and warning from extra', () => {
    const extra = JSON.stringify({ certification: { certified_by: 'Data', details: 'ok' }, warning_markdown: 'Beta' });
    expect(readExtraFields(extra)).toEqual({
      certified_by: 'Data',
      certification_details: 'ok',
      warning_markdown: 'Beta',
    });
    expect(readExtraFields('not json')).toEqual(EMPTY);
    expect(parseExtraObject('[1]')).toEqual({});
  });

  it('writes them back and keeps the other keys', () => {
    const extra = JSON.stringify({ disallow_adhoc_metrics: true, warning_markdown: 'old' });
    const written = writeExtra(extra, { certified_by: 'Ops', certification_details: '', warning_markdown: '' });
    expect(JSON.parse(written ?? '')).toEqual({
      disallow_adhoc_metrics: true,
      certification: { certified_by: 'Ops', details: null },
    });
  });

  it('leaves an absent extra absent and empties a present one', () => {
    expect(writeExtra(null, EMPTY)).toBeNull();
    expect(writeExtra('{"warning_markdown":"x"}', EMPTY)).toBe('{}');
  });

  it('shows only the keys without a field of their own in the JSON editor', () => {
    const extra = JSON.stringify({ certification: { certified_by: 'A' }, x: 1 });
    expect(JSON.parse(extraEditorText(extra))).toEqual({ x: 1 });
    expect(extraEditorText('{"warning_markdown":"w"}')).toBe('');
  });

  it('accepts blank text or a JSON object as extra', () => {
    expect(isJsonObjectText('')).toBe(true);
    expect(isJsonObjectText('{"a":1}')).toBe(true);
    expect(isJsonObjectText('[]')).toBe(false);
    expect(isJsonObjectText('{a:1}')).toBe(false);
  });
});
