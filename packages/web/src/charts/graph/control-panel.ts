import type { ControlPanelConfig, FormData } from '@tessera/core';
import {
  adhocFilters,
  checkbox,
  colorScheme,
  defineControl,
  defineSection,
  legendControls,
  nonEmpty,
  rowLimitControl,
} from '../shared-controls';
import { GRAPH_DEFAULTS } from './graph-defaults';

/** The force settings show only for the force layout (Superset's visibility on `layout`). */
const forceLayout = (fd: FormData) => (fd.layout ?? GRAPH_DEFAULTS.layout) === 'force';

/** Superset's graph control panel (plugin-chart-echarts Graph/controlPanel.tsx). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'source',
          type: 'DndColumnSelect',
          label: 'Source',
          description: 'Name of the source nodes',
          validators: [nonEmpty],
          default: null,
        }),
      ],
      [
        defineControl({
          name: 'target',
          type: 'DndColumnSelect',
          label: 'Target',
          description: 'Name of the target nodes',
          validators: [nonEmpty],
          default: null,
        }),
      ],
      [defineControl({ name: 'metric', type: 'DndMetricSelect', label: 'Metric', validators: [nonEmpty] })],
      [
        defineControl({
          name: 'source_category',
          type: 'DndColumnSelect',
          label: 'Source category',
          description:
            'The category of source nodes used to assign colors. If a node is associated with more than one category, only the first will be used.',
          default: null,
        }),
      ],
      [
        defineControl({
          name: 'target_category',
          type: 'DndColumnSelect',
          label: 'Target category',
          description: 'Category of target nodes',
          default: null,
        }),
      ],
      [adhocFilters],
      [rowLimitControl()],
    ]),
    defineSection('Chart options', [
      [colorScheme],
      ...legendControls,
      [
        defineControl({
          name: 'layout',
          type: 'RadioButtonControl',
          label: 'Graph layout',
          description: 'Layout type of graph',
          default: GRAPH_DEFAULTS.layout,
          renderTrigger: true,
          choices: [
            ['force', 'Force'],
            ['circular', 'Circular'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'edgeSymbol',
          type: 'SelectControl',
          label: 'Edge symbols',
          description: 'Symbol of two ends of edge line',
          default: GRAPH_DEFAULTS.edgeSymbol,
          renderTrigger: true,
          choices: [
            ['none,none', 'None -> None'],
            ['none,arrow', 'None -> Arrow'],
            ['circle,arrow', 'Circle -> Arrow'],
            ['circle,circle', 'Circle -> Circle'],
          ],
        }),
      ],
      [
        checkbox('draggable', 'Enable node dragging', GRAPH_DEFAULTS.draggable, {
          description: 'Whether to enable node dragging in force layout mode.',
          visibility: forceLayout,
        }),
      ],
      [
        defineControl({
          name: 'roam',
          type: 'SelectControl',
          label: 'Enable graph roaming',
          description: 'Whether to enable changing graph position and scaling.',
          default: GRAPH_DEFAULTS.roam,
          renderTrigger: true,
          choices: [
            [false, 'Disabled'],
            ['scale', 'Scale only'],
            ['move', 'Move only'],
            [true, 'Scale and Move'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'selectedMode',
          type: 'SelectControl',
          label: 'Node select mode',
          description: 'Allow node selections',
          default: GRAPH_DEFAULTS.selectedMode,
          renderTrigger: true,
          choices: [
            [false, 'Disabled'],
            ['single', 'Single'],
            ['multiple', 'Multiple'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'showSymbolThreshold',
          type: 'TextControl',
          label: 'Label threshold',
          description: 'Minimum value for label to be displayed on graph.',
          default: GRAPH_DEFAULTS.showSymbolThreshold,
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'baseNodeSize',
          type: 'TextControl',
          label: 'Node size',
          description: 'Median node size, the largest node will be 4 times larger than the smallest',
          default: GRAPH_DEFAULTS.baseNodeSize,
          renderTrigger: true,
        }),
        defineControl({
          name: 'baseEdgeWidth',
          type: 'TextControl',
          label: 'Edge width',
          description: 'Median edge width, the thickest edge will be 4 times thicker than the thinnest.',
          default: GRAPH_DEFAULTS.baseEdgeWidth,
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'edgeLength',
          type: 'SliderControl',
          label: 'Edge length',
          description: 'Edge length between nodes',
          default: GRAPH_DEFAULTS.edgeLength,
          renderTrigger: true,
          min: 100,
          max: 1000,
          step: 50,
          visibility: forceLayout,
        }),
      ],
      [
        defineControl({
          name: 'gravity',
          type: 'SliderControl',
          label: 'Gravity',
          description: 'Strength to pull the graph toward center',
          default: GRAPH_DEFAULTS.gravity,
          renderTrigger: true,
          min: 0.1,
          max: 1,
          step: 0.1,
          visibility: forceLayout,
        }),
      ],
      [
        defineControl({
          name: 'repulsion',
          type: 'SliderControl',
          label: 'Repulsion',
          description: 'Repulsion strength between nodes',
          default: GRAPH_DEFAULTS.repulsion,
          renderTrigger: true,
          min: 100,
          max: 3000,
          step: 50,
          visibility: forceLayout,
        }),
      ],
      [
        defineControl({
          name: 'friction',
          type: 'SliderControl',
          label: 'Friction',
          description: 'Friction between nodes',
          default: GRAPH_DEFAULTS.friction,
          renderTrigger: true,
          min: 0.1,
          max: 1,
          step: 0.1,
          visibility: forceLayout,
        }),
      ],
    ]),
  ],
};
