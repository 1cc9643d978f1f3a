import type { ControlChoices, ControlConfig, ControlPanelConfig } from '@tessera/core';
import { t } from '../../i18n';
import {
  adhocFilters,
  checkbox,
  defineControl,
  defineSection,
  nonEmpty,
  numeric,
  rowLimitControl,
} from '../shared-controls';

/** The dataset's columns as choices (Superset's columnChoices). */
const columnChoices: NonNullable<ControlConfig['choicesOf']> = (_fd, { datasource }) =>
  (datasource?.columns ?? []).map((c) => [c.column_name, c.verbose_name || c.column_name] as const);

const numbers = (values: readonly string[]): ControlChoices => values.map((v) => [v, v] as const);

type ControlText = Pick<ControlConfig, 'label' | 'description'>;

// Superset's entity control: one column, required.
const positionColumn = (name: string, text: ControlText): ControlConfig =>
  defineControl({ name, type: 'DndColumnSelect', ...text, default: null, validators: [nonEmpty] });

const clusteringRadius = defineControl({
  name: 'clustering_radius',
  type: 'SelectControl',
  label: 'Clustering Radius',
  description:
    'The radius (in pixels) the algorithm uses to define a cluster. Choose 0 to turn off clustering, but beware that a large number of points (>1000) will cause lag.',
  freeForm: true,
  default: '60',
  choices: numbers(['0', '20', '40', '60', '80', '100', '200', '500', '1000']),
});

const groupby = defineControl({
  name: 'groupby',
  type: 'DndColumnSelect',
  label: 'Dimensions',
  description: 'One or many controls to group by. If grouping, latitude and longitude columns must be present.',
  multi: true,
  default: [],
});

const pointRadius = defineControl({
  name: 'point_radius',
  type: 'SelectControl',
  label: 'Point Radius',
  description:
    'The radius of individual points (ones that are not in a cluster). Either a numerical column or `Auto`, which scales the point based on the largest cluster',
  default: 'Auto',
  choicesOf: (fd, context) => [['Auto', t('Auto')], ...columnChoices(fd, context)],
});

const pointRadiusUnit = defineControl({
  name: 'point_radius_unit',
  type: 'SelectControl',
  label: 'Point Radius Unit',
  description: 'The unit of measure for the specified point radius',
  default: 'Pixels',
  choices: [
    ['Pixels', 'Pixels'],
    ['Miles', 'Miles'],
    ['Kilometers', 'Kilometers'],
  ],
});

const mapLabel = defineControl({
  name: 'map_label',
  type: 'SelectControl',
  label: 'label',
  description:
    '`count` is COUNT(*) if a group by is used. Numerical columns will be aggregated with the aggregator. Non-numerical columns will be used to label points. Leave empty to get a count of points in each cluster.',
  multi: true,
  default: [],
  choicesOf: columnChoices,
});

const aggregator = defineControl({
  name: 'pandas_aggfunc',
  type: 'SelectControl',
  label: 'Cluster label aggregator',
  description: 'Aggregate function applied to the list of points in each cluster to produce the cluster label.',
  default: 'sum',
  choices: [
    ['sum', 'sum'],
    ['mean', 'mean'],
    ['min', 'min'],
    ['max', 'max'],
    ['std', 'std'],
    ['var', 'var'],
  ],
});

const opacity = defineControl({
  name: 'global_opacity',
  type: 'TextControl',
  label: 'Opacity',
  description: 'Opacity of all clusters, points, and labels. Between 0 and 1.',
  default: 1,
  renderTrigger: true,
  validators: [numeric],
});

const mapColor = defineControl({
  name: 'map_color',
  type: 'SelectControl',
  label: 'RGB Color',
  description: 'The color for points and clusters in RGB',
  freeForm: true,
  renderTrigger: true,
  default: '#008b8b',
  choices: [
    ['#008b8b', 'Dark Cyan'],
    ['#800080', 'Purple'],
    ['#ffd700', 'Gold'],
    ['#454545', 'Dim Gray'],
    ['#dc143c', 'Crimson'],
    ['#228b22', 'Forest Green'],
  ],
});

// Superset's viewport text fields, blank until set (the data's bounds decide the view); explore's "Save current view" fills them.
const viewportField = (name: string, text: ControlText): ControlConfig =>
  defineControl({ name, type: 'TextControl', ...text, default: '', renderTrigger: true, validators: [numeric] });

/**
 * Superset's point_cluster_map panel. Its Map section (MapLibre or Mapbox tile styles) is left out:
 * the map draws on the offline base map every deck chart shares.
 */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [positionColumn('all_columns_x', { label: 'Longitude', description: 'Column containing longitude data' })],
      [positionColumn('all_columns_y', { label: 'Latitude', description: 'Column containing latitude data' })],
      [clusteringRadius],
      [rowLimitControl()],
      [adhocFilters],
      [groupby],
    ]),
    defineSection('Points', [[pointRadius], [pointRadiusUnit]]),
    defineSection('Labelling', [[mapLabel], [aggregator]]),
    defineSection('Visual Tweaks', [
      [
        checkbox('render_while_dragging', 'Live render', true, {
          description: 'Points and clusters will update as the viewport is being changed',
        }),
      ],
      [opacity],
      [mapColor],
    ]),
    defineSection('Viewport', [
      [
        viewportField('viewport_longitude', {
          label: 'Default longitude',
          description: 'Longitude of default viewport',
        }),
        viewportField('viewport_latitude', { label: 'Default latitude', description: 'Latitude of default viewport' }),
      ],
      [viewportField('viewport_zoom', { label: 'Zoom', description: 'Zoom level of the map' })],
    ]),
  ],
};
