import { describe, expect, it } from 'vitest';
import {
  checkDashboardMetadataText,
  dashboardSaveBody,
  DashboardSaveSchema,
  isStaleVersion,
  lastModifiedTimeOf,
  UNTITLED_DASHBOARD_TITLE,
} from './dashboard-save.js';

describe('dashboardSaveBody: spec 01 §5 save defaults', () => {
  it.each([
    [
      'an empty title becomes "[ untitled dashboard ]"',
      { dashboard_title: '  ' },
      { dashboard_title: UNTITLED_DASHBOARD_TITLE },
    ],
    ['an empty slug becomes null', { slug: '' }, { slug: null }],
    [
      'certification details are kept only if certified_by is set',
      { certified_by: '', certification_details: 'x' },
      { certified_by: null, certification_details: null },
    ],
    [
      'certification details stay with a certifier',
      { certified_by: 'Data team', certification_details: 'x' },
      { certified_by: 'Data team', certification_details: 'x' },
    ],
    [
      'owners and roles are sent as ids',
      { owners: [{ id: 3 }, 4], roles: [{ id: 7 }] },
      { owners: [3, 4], roles: [7] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(dashboardSaveBody(input)).toEqual(expected);
  });

  it('sends the layout inside json_metadata as positions, with the loaded version', () => {
    const body = dashboardSaveBody({
      metadata: { color_scheme: 'bnbColors', positions: { stale: true } },
      positions: { ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [] } },
      last_modified_time: 12.5,
    });
    expect(JSON.parse(body.json_metadata ?? '')).toEqual({
      color_scheme: 'bnbColors',
      positions: { ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [] } },
    });
    expect(body.last_modified_time).toBe(12.5);
    expect(DashboardSaveSchema.safeParse(body).success).toBe(true);
  });
});

describe('checkDashboardMetadataText', () => {
  it.each([
    ['{"refresh_frequency": "10"}', 'json_metadata.refresh_frequency'],
    ['{"label_colors": {"a": 1}}', 'json_metadata.label_colors.a'],
    ['{"color_scheme_domain": "x"}', 'json_metadata.color_scheme_domain'],
    ['{', 'json_metadata'],
    ['null', 'json_metadata'],
  ])('%s names %s', (text, field) => {
    const check = checkDashboardMetadataText(text);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.field).toBe(field);
      expect(check.message.startsWith(`${field}: `)).toBe(true);
    }
  });

  it('says where invalid JSON breaks, in words rather than the engine message (issue D 7)', () => {
    const check = checkDashboardMetadataText('{\n  "color_scheme": "x",\n}');
    expect(check).toMatchObject({ ok: false, kind: 'syntax', place: { line: 3, column: 1, found: '}' } });
    if (!check.ok) expect(check.message).toBe('json_metadata: Invalid JSON at line 3, column 1: unexpected "}"');
    expect(checkDashboardMetadataText('{"a": 1')).toMatchObject({ kind: 'syntax', place: { found: null } });
    expect(checkDashboardMetadataText('[]')).toMatchObject({ kind: 'not-object' });
    expect(checkDashboardMetadataText('{"stagger_time": -1}')).toMatchObject({ kind: 'field' });
  });

  it('accepts known keys of the right type and unknown keys', () => {
    const check = checkDashboardMetadataText('{"refresh_frequency": 10, "color_scheme": "x", "future_key": [1]}');
    expect(check).toEqual({ ok: true, metadata: { refresh_frequency: 10, color_scheme: 'x', future_key: [1] } });
  });

  it('makes the PUT schema refuse with the field as the issue path', () => {
    const parsed = DashboardSaveSchema.safeParse({ json_metadata: '{"stagger_time": -1}' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['json_metadata', 'stagger_time']);
  });
});

describe('versions', () => {
  it('reads changed_on with or without a zone as UTC seconds', () => {
    expect(lastModifiedTimeOf('2024-01-02T03:04:05.250Z')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 250) / 1000);
    expect(lastModifiedTimeOf('2024-01-02 03:04:05')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5) / 1000);
    expect(lastModifiedTimeOf(null)).toBe(0);
  });

  it.each([
    [100.5, 100.5, false],
    [100.6, 100.5, true],
    [100.9, 100, false],
    [101.2, 100, true],
    [99, 100.5, false],
  ])('stored %s, loaded %s: stale %s', (stored, loaded, stale) => {
    expect(isStaleVersion(stored, loaded)).toBe(stale);
  });
});
