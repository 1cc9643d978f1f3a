import { describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { createNavItems, settingsNavItems } from './nav-items';

describe("the header's '+' menu", () => {
  const all = { sqlLab: true, chart: true, dashboard: true, dataset: true, database: true };

  it("offers Superset's entries in its order, each only with its permission", () => {
    expect(createNavItems(t, all).map((i) => [i.label, i.to])).toEqual([
      ['SQL query', '/sqllab/'],
      ['Chart', '/chart/add'],
      ['Dashboard', '/dashboard/new/'],
      ['Create dataset', '/dataset/add/'],
      ['Connect database', '/databaseview/list/'],
    ]);
    const gamma = { ...all, sqlLab: false, dataset: false, database: false };
    expect(createNavItems(t, gamma).map((i) => i.testId)).toEqual(['create-chart', 'create-dashboard']);
    expect(
      createNavItems(t, { sqlLab: false, chart: false, dashboard: false, dataset: false, database: false }),
    ).toEqual([]);
  });
});

describe('the Settings menu', () => {
  const none = { users: false, roles: false, databases: false };

  it("lists CSS templates under Manage only with can_read on CssTemplate (Superset's Settings › Manage)", () => {
    expect(
      settingsNavItems(t, { ...none, reports: true, cssTemplates: true }).map((i) => [i.section, i.label, i.to]),
    ).toEqual([
      ['Manage', 'Alerts & reports', '/report/list/'],
      ['Manage', 'CSS templates', '/csstemplatemodelview/list/'],
    ]);
    expect(settingsNavItems(t, { ...none, cssTemplates: false })).toEqual([]);
  });

  it('lists Plugins under Manage, last, only with can_write on DynamicPlugin (Admin)', () => {
    expect(
      settingsNavItems(t, { ...none, cssTemplates: true, dynamicPlugins: true }).map((i) => [i.section, i.label, i.to]),
    ).toEqual([
      ['Manage', 'CSS templates', '/csstemplatemodelview/list/'],
      ['Manage', 'Plugins', '/dynamic-plugins/list/'],
    ]);
    expect(settingsNavItems(t, { ...none, dynamicPlugins: false })).toEqual([]);
  });
});
