import { describe, expect, it } from 'vitest';
import { supersetDetail } from '../../../../test-support/features/dashboard/fixtures';
import {
  checkPropertiesForm,
  initialPropertiesForm,
  metadataErrorText,
  parsedMetadata,
  withMetadataValue,
} from './properties-state';
import { translate } from '../../../i18n';

describe('properties form', () => {
  const info = supersetDetail({
    slug: null,
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors', label_colors: { a: '#000' }, positions: {} }),
  });

  it('starts from the dashboard, showing the metadata without the layout', () => {
    const form = initialPropertiesForm(info);
    expect(form.slug).toBe('');
    expect(JSON.parse(form.jsonMetadata)).toEqual({ color_scheme: 'supersetColors', label_colors: { a: '#000' } });
    expect(initialPropertiesForm(info, { css: '.edited {}' }).css).toBe('.edited {}');
  });

  it('writes the pickers into the JSON text, keeping label colours, and leaves broken text alone', () => {
    const text = withMetadataValue(initialPropertiesForm(info).jsonMetadata, 'color_scheme', 'bnbColors');
    expect(parsedMetadata(text)?.['color_scheme']).toBe('bnbColors');
    expect(parsedMetadata(text)?.['label_colors']).toEqual({ a: '#000' });
    expect(parsedMetadata(withMetadataValue(text, 'color_scheme', null))?.['color_scheme']).toBeUndefined();
    expect(withMetadataValue('{oops', 'refresh_frequency', 10)).toBe('{oops');
  });

  it('refuses a wrong type naming the field, and a numeric slug, before anything is sent', () => {
    const form = initialPropertiesForm(info);
    expect(checkPropertiesForm({ ...form, jsonMetadata: '{"refresh_frequency": "x"}' })).toMatchObject({
      ok: false,
      field: 'json_metadata',
      message: expect.stringContaining('json_metadata.refresh_frequency') as unknown,
    });
    expect(checkPropertiesForm({ ...form, slug: '123' })).toMatchObject({ ok: false, field: 'slug' });
  });

  it('words invalid JSON with its line and column instead of the parser message (issue D 7)', () => {
    const t = (source: string, ...args: (string | number)[]) => translate('en', source, args);
    const wordsOf = (jsonMetadata: string) => {
      const checked = checkPropertiesForm({ ...initialPropertiesForm(info), jsonMetadata });
      if (checked.ok || checked.field !== 'json_metadata') throw new Error('expected a metadata failure');
      return metadataErrorText(checked.metadata, t);
    };
    expect(wordsOf('{\n  "color_scheme": "bnbColors",\n}')).toBe('Invalid JSON at line 3, column 1: unexpected "}".');
    expect(wordsOf('{"color_scheme": ')).toBe(
      'Invalid JSON: the text ends at line 1, column 18 before the JSON is complete.',
    );
    expect(wordsOf('[1]')).toBe('Invalid JSON: the metadata must be an object, in curly brackets.');
    expect(parsedMetadata('  ')).toEqual({});
    expect(parsedMetadata('{oops')).toBeNull();
  });

  it('hands on ids-ready values with certification details only beside a certifier', () => {
    const form = initialPropertiesForm(info);
    const checked = checkPropertiesForm({ ...form, slug: ' sales ', certified_by: ' ', certification_details: 'x' });
    expect(checked).toMatchObject({
      ok: true,
      values: {
        slug: 'sales',
        certified_by: null,
        certification_details: null,
        metadata: { color_scheme: 'supersetColors' },
      },
    });
  });
});
