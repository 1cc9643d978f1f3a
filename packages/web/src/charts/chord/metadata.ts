import type { ChartMetadata } from '@tessera/core';
import { t } from '../../i18n';

/** Kept apart from the plugin so the chart-type picker reads it without loading the chart chunk. */
export const chordMetadata: ChartMetadata = {
  get name() {
    return t('Chord Diagram');
  },
  get description() {
    return t(
      'Showcases the flow or link between categories using thickness of chords. The value and corresponding thickness can be different for each side.',
    );
  },
  get category() {
    return t('Flow');
  },
  tags: ['Circular', 'Proportional', 'Relational'],
  thumbnail: null,
  exampleGallery: [],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
