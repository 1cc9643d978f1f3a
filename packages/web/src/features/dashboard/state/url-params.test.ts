import { describe, expect, it } from 'vitest';
import { dashboardChrome, readDashboardUrlParams } from './url-params';

const read = (query: string) => readDashboardUrlParams(new URLSearchParams(query));

describe('readDashboardUrlParams', () => {
  it('reads every parameter Superset documents', () => {
    const params = read(
      'standalone=2&uiConfig=9&focused_chart=12&native_filters=(NATIVE_FILTER-1:(id:NATIVE_FILTER-1))' +
        '&native_filters_key=abc&preselect_filters={"5":{"origin":["ORD"]}}&edit=true&tab=TAB-b' +
        '&show_filters=false&expand_filters=true',
    );
    expect(params).toEqual({
      standalone: 2,
      uiConfig: 9,
      focusedChart: 12,
      nativeFilters: { 'NATIVE_FILTER-1': { id: 'NATIVE_FILTER-1' } },
      nativeFiltersKey: 'abc',
      preselectFilters: { '5': { origin: ['ORD'] } },
      edit: true,
      tab: 'TAB-b',
      showFilters: false,
      expandFilters: true,
    });
  });

  it('treats malformed values as absent', () => {
    expect(
      read('standalone=7&uiConfig=x&focused_chart=-1&native_filters=(((&preselect_filters=[1]&edit=1&show_filters=0'),
    ).toEqual({
      standalone: 0,
      uiConfig: 0,
      focusedChart: null,
      nativeFilters: null,
      nativeFiltersKey: null,
      preselectFilters: null,
      edit: false,
      tab: null,
      showFilters: null,
      expandFilters: null,
    });
  });
});

describe('dashboardChrome', () => {
  it('hides the navigation at standalone 1, the title too at 2, the controls at 3', () => {
    expect(dashboardChrome({ standalone: 0, uiConfig: 0 })).toEqual({
      navigation: true,
      title: true,
      tabs: true,
      chartControls: true,
    });
    expect(dashboardChrome({ standalone: 1, uiConfig: 0 })).toMatchObject({ navigation: false, title: true });
    expect(dashboardChrome({ standalone: 2, uiConfig: 0 })).toMatchObject({ title: false, chartControls: true });
    expect(dashboardChrome({ standalone: 3, uiConfig: 0 })).toMatchObject({ title: false, chartControls: false });
  });

  it('reads the embedded uiConfig bits: 1 title, 2 tabs, 4 navigation, 8 chart controls', () => {
    expect(dashboardChrome({ standalone: 0, uiConfig: 1 })).toEqual({
      navigation: true,
      title: false,
      tabs: true,
      chartControls: true,
    });
    expect(dashboardChrome({ standalone: 0, uiConfig: 14 })).toEqual({
      navigation: false,
      title: true,
      tabs: false,
      chartControls: false,
    });
  });
});
