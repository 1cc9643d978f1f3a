import { describe, expect, it } from 'vitest';
import { exploreQueryString, isMissingParams, parseExploreUrl, sliceUrl } from './url-params';

describe('explore URL parameters', () => {
  it('reads ids, flags and keys, and keeps the other parameters as url_params', () => {
    const url = parseExploreUrl(
      new URLSearchParams('dataset_id=7&viz_type=pie&standalone=1&force=true&dashboard_id=3&country=FR&edit=1'),
    );
    expect(url).toEqual({
      datasetId: 7,
      sliceId: null,
      vizType: 'pie',
      standalone: true,
      force: true,
      dashboardId: 3,
      formDataKey: null,
      permalinkKey: null,
      urlParams: { country: 'FR' },
    });
    expect(parseExploreUrl(new URLSearchParams('datasource_id=9&standalone=0')).datasetId).toBe(9);
    expect(parseExploreUrl(new URLSearchParams('slice_id=abc')).sliceId).toBe(null);
  });

  it('takes the permalink key from the path, and says when nothing identifies a chart', () => {
    expect(parseExploreUrl(new URLSearchParams(''), 'abc').permalinkKey).toBe('abc');
    expect(isMissingParams(parseExploreUrl(new URLSearchParams('viz_type=pie')))).toBe(true);
    expect(isMissingParams(parseExploreUrl(new URLSearchParams('slice_id=2')))).toBe(false);
    expect(isMissingParams(parseExploreUrl(new URLSearchParams('form_data_key=k')))).toBe(false);
  });

  it('builds the explore API query and the saved chart URL', () => {
    expect(exploreQueryString(parseExploreUrl(new URLSearchParams('slice_id=2&dataset_id=7')))).toBe(
      'slice_id=2&dataset_id=7&datasource_type=table',
    );
    expect(exploreQueryString(parseExploreUrl(new URLSearchParams(''), 'k1'))).toBe('permalink_key=k1');
    expect(sliceUrl(5)).toBe('/explore/?slice_id=5');
  });
});
