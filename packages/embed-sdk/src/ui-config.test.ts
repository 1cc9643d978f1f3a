import { describe, expect, it } from 'vitest';
import { embeddedPageUrl, uiConfigNumber } from './ui-config.js';

describe('dashboardUiConfig', () => {
  it('adds up the bits the embedded page reads', () => {
    expect(uiConfigNumber({})).toBe(0);
    expect(uiConfigNumber({ hideTitle: true })).toBe(1);
    expect(uiConfigNumber({ hideTitle: true, hideTab: true, hideChartControls: true, emitDataMasks: true })).toBe(27);
  });

  it('builds the page URL with filter settings and the host’s own parameters winning', () => {
    const url = embeddedPageUrl('https://bi.example.com/', 'abc-1', {
      hideTitle: true,
      filters: { visible: false, expanded: true },
      urlParams: { expand_filters: 'false', foo: 'bar' },
    });
    expect(url).toBe(
      'https://bi.example.com/embedded/abc-1?uiConfig=1&show_filters=false&expand_filters=false&foo=bar',
    );
  });
});
