import { describe, expect, it } from 'vitest';
import { AnnotationCreateSchema, normalizeAnnotationDttm } from './annotation-layer.js';

describe('normalizeAnnotationDttm', () => {
  it('keeps naive times and converts zoned ones to naive UTC', () => {
    expect(normalizeAnnotationDttm('2024-01-31')).toBe('2024-01-31T00:00:00');
    expect(normalizeAnnotationDttm('2024-01-31 08:30')).toBe('2024-01-31T08:30:00');
    expect(normalizeAnnotationDttm('2024-01-31T08:30:15.250')).toBe('2024-01-31T08:30:15.250');
    expect(normalizeAnnotationDttm('2024-01-31T08:30:00Z')).toBe('2024-01-31T08:30:00');
    expect(normalizeAnnotationDttm('2024-01-31T01:00:00+02:00')).toBe('2024-01-30T23:00:00');
    expect(normalizeAnnotationDttm('2024-01-31T23:00:00-0130')).toBe('2024-02-01T00:30:00');
  });

  it('refuses text that is not a real date and time', () => {
    for (const bad of ['', 'yesterday', '2024-02-30', '2024-13-01', '2024-01-01T24:00', '2024-01-01T10:61', '1/2/2024'])
      expect(normalizeAnnotationDttm(bad), bad).toBeNull();
  });
});

describe('AnnotationCreateSchema', () => {
  const base = { short_descr: 'Launch', start_dttm: '2024-01-01', end_dttm: '2024-01-02' };

  it('normalises times and accepts JSON metadata or none', () => {
    const parsed = AnnotationCreateSchema.parse({ ...base, json_metadata: '{"a":1}' });
    expect(parsed).toMatchObject({ start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-02T00:00:00' });
    expect(AnnotationCreateSchema.safeParse({ ...base, json_metadata: '' }).success).toBe(true);
    expect(AnnotationCreateSchema.safeParse({ ...base, json_metadata: null }).success).toBe(true);
  });

  it('names the field of a bad value', () => {
    const bad = AnnotationCreateSchema.safeParse({ ...base, json_metadata: '{oops' });
    expect(bad.success ? [] : bad.error.issues[0]?.path).toEqual(['json_metadata']);
    const date = AnnotationCreateSchema.safeParse({ ...base, end_dttm: 'soon' });
    expect(date.success ? [] : date.error.issues[0]?.path).toEqual(['end_dttm']);
  });
});
