import { areaProcessor } from './area.js';
import { barProcessor } from './bar.js';
import { bigNumberProcessor } from './big-number.js';
import { bubbleProcessor } from './bubble.js';
import { distBarProcessor } from './dist-bar.js';
import { dualLineProcessor } from './dual-line.js';
import { migrateGenericAxes } from './generic-axes.js';
import { heatmapProcessor } from './heatmap.js';
import { histogramProcessor } from './histogram.js';
import { lineProcessor } from './line.js';
import type { LegacyMigration, LegacyParams, LegacyVizProcessor } from './migrate-viz.js';
import { pieProcessor } from './pie.js';
import { pivotTableProcessor } from './pivot-table.js';
import { sankeyProcessor } from './sankey.js';
import { sunburstProcessor } from './sunburst.js';
import { treemapProcessor } from './treemap.js';

export type { LegacyMigration, LegacyParams } from './migrate-viz.js';

const PROCESSORS: ReadonlyMap<string, LegacyVizProcessor> = new Map(
  [
    lineProcessor,
    barProcessor,
    distBarProcessor,
    areaProcessor,
    pieProcessor,
    heatmapProcessor,
    histogramProcessor,
    sankeyProcessor,
    sunburstProcessor,
    treemapProcessor,
    pivotTableProcessor,
    bubbleProcessor,
    bigNumberProcessor,
    dualLineProcessor,
  ].map((p) => [p.source, p]),
);

/** Whether a saved chart of this type is converted on import and when opened. */
export const isLegacyVizType = (vizType: string): boolean => PROCESSORS.has(vizType);

/**
 * A chart of one of Superset's older types as its successor, as Superset's viz migrations convert
 * it (superset/migrations/shared/migrate_viz). Other types, filter_box among them (Superset removed
 * it with no successor), come back as given; the input is never changed. Successor types and
 * params are never legacy, so running it twice changes nothing more. ECharts time-series charts
 * saved before Superset 4 keep their type and get their time column as the x-axis.
 */
export const migrateLegacyFormData = (vizType: string, params: LegacyParams): LegacyMigration => {
  const processor = PROCESSORS.get(vizType);
  if (processor !== undefined) return processor.migrate(params);
  return migrateGenericAxes(vizType, params) ?? { vizType, params };
};
