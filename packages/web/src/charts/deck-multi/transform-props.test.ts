import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';
import { deckChartChoices, DECK_CHARTS_ENDPOINT } from './deck-charts';
import { readDeckSlices, transformProps } from './transform-props';

const formData = { datasource: '3__table', viz_type: 'deck_multi' };

describe('deck_multi', () => {
  it("asks nothing of its own dataset (Superset's buildQuery)", () => {
    const qc = buildQuery({ ...formData, deck_slices: [1, 2] });
    expect(qc.queries).toEqual([]);
    expect(qc.datasource).toEqual({ id: 3, type: 'table' });
  });

  it('reads the layers in order, the saved view, autozoom and the filters for the layers', () => {
    const filters = [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 1' }];
    const out = transformProps({
      formData: {
        ...formData,
        deck_slices: [5, '2', 'x', 1.5],
        viewport: { longitude: 1, latitude: 2, zoom: 3 },
        autozoom: false,
        adhoc_filters: filters,
      },
      queriesData: [],
      width: 600,
      height: 300,
      theme: 'dark',
    });
    expect(out).toMatchObject({ deckSlices: [5, 2], autozoom: false, width: 600, theme: 'dark' });
    expect(out.viewport).toMatchObject({ longitude: 1, latitude: 2, zoom: 3 });
    expect(out.filters).toEqual({ adhoc_filters: filters, extra_form_data: undefined });
    expect(readDeckSlices(undefined)).toEqual([]);
  });

  it("lists the saved deck charts, a picked one with its place in the stack (Superset's mutator)", () => {
    expect(decodeURIComponent(DECK_CHARTS_ENDPOINT)).toContain('(col:viz_type,opr:sw,value:deck)');
    const answer = {
      result: [
        { id: 1, slice_name: 'Airports' },
        { id: 2, slice_name: 'Flights' },
        { id: 3, slice_name: 'States' },
        { slice_name: 'no id' },
      ],
    };
    expect(deckChartChoices(answer, [2, 1])).toEqual([
      [1, 'Airports [2]'],
      [2, 'Flights [1]'],
      [3, 'States'],
    ]);
    expect(deckChartChoices(null, [])).toEqual([]);
  });
});
