import type { ControlPanelConfig } from '@tessera/core';
import { adhocFilters, defineControl, defineSection, nonEmpty } from '../shared-controls';
import { autozoom, viewport } from '../deck/deck-controls';
import { DECK_CHARTS_ENDPOINT, deckChartChoices } from './deck-charts';

/** Superset's deck_slices: saved deck.gl charts, picked in the order they stack (ids, as Superset saves them). */
export const deckSlices = defineControl({
  name: 'deck_slices',
  type: 'SelectAsyncControl',
  multi: true,
  label: 'deck.gl layers (charts)',
  description:
    'Select layers in the order you want them stacked. First selected appears at the bottom.Layers let you combine multiple visualizations on one map. Each layer is a saved deck.gl chart (like scatter plots, polygons, or arcs) that displays different data or insights. Stack them to reveal patterns and relationships across your data.',
  default: [],
  validators: [nonEmpty],
  dataEndpoint: DECK_CHARTS_ENDPOINT,
  mutator: deckChartChoices,
});

/** Superset's deck_multi panel: the view, and the saved deck.gl charts stacked on it; filters reach every layer. */
export const controlPanel: ControlPanelConfig = {
  sections: [defineSection('Map', [[viewport], [autozoom], [deckSlices]]), defineSection('Query', [[adhocFilters]])],
};
