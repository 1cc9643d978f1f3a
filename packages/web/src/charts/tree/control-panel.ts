import type { ControlPanelConfig, FormData } from '@tessera/core';
import { adhocFilters, defineControl, defineSection, nonEmpty, rowLimitControl } from '../shared-controls';
import { TREE_DEFAULTS } from './tree-defaults';

const orthogonal = (fd: FormData) => (fd.layout ?? TREE_DEFAULTS.layout) === 'orthogonal';

const labelPositions = [
  ['left', 'left'],
  ['top', 'top'],
  ['right', 'right'],
  ['bottom', 'bottom'],
] as const;

/** Superset's tree control panel (plugin-chart-echarts Tree/controlPanel.tsx). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    defineSection('Query', [
      [
        defineControl({
          name: 'id',
          type: 'DndColumnSelect',
          label: 'Id',
          description: 'Name of the id column',
          validators: [nonEmpty],
          default: null,
        }),
      ],
      [
        defineControl({
          name: 'parent',
          type: 'DndColumnSelect',
          label: 'Parent',
          description: 'Name of the column containing the id of the parent node',
          validators: [nonEmpty],
          default: null,
        }),
      ],
      [
        defineControl({
          name: 'name',
          type: 'DndColumnSelect',
          label: 'Name',
          description: 'Optional name of the data column.',
          default: null,
        }),
      ],
      [
        defineControl({
          name: 'root_node_id',
          type: 'TextControl',
          label: 'Root node id',
          description: 'Id of root node of the tree.',
          renderTrigger: true,
        }),
      ],
      [
        defineControl({
          name: 'metric',
          type: 'DndMetricSelect',
          label: 'Metric',
          description: 'Metric for node values',
        }),
      ],
      [adhocFilters],
      [rowLimitControl()],
    ]),
    defineSection('Chart options', [
      [
        defineControl({
          name: 'layout',
          type: 'RadioButtonControl',
          label: 'Tree layout',
          description: 'Layout type of tree',
          default: TREE_DEFAULTS.layout,
          renderTrigger: true,
          choices: [
            ['orthogonal', 'Orthogonal'],
            ['radial', 'Radial'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'orient',
          type: 'RadioButtonControl',
          label: 'Tree orientation',
          description: 'Orientation of tree',
          default: TREE_DEFAULTS.orient,
          renderTrigger: true,
          visibility: orthogonal,
          choices: [
            ['LR', 'Left to Right'],
            ['RL', 'Right to Left'],
            ['TB', 'Top to Bottom'],
            ['BT', 'Bottom to Top'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'node_label_position',
          type: 'RadioButtonControl',
          label: 'Node label position',
          description: 'Position of intermediate node label on tree',
          default: TREE_DEFAULTS.nodeLabelPosition,
          renderTrigger: true,
          choices: labelPositions,
        }),
      ],
      [
        defineControl({
          name: 'child_label_position',
          type: 'RadioButtonControl',
          label: 'Child label position',
          description: 'Position of child node label on tree',
          default: TREE_DEFAULTS.childLabelPosition,
          renderTrigger: true,
          choices: labelPositions,
        }),
      ],
      [
        defineControl({
          name: 'emphasis',
          type: 'RadioButtonControl',
          label: 'Emphasis',
          description: 'Which relatives to highlight on hover',
          default: TREE_DEFAULTS.emphasis,
          renderTrigger: true,
          visibility: orthogonal,
          choices: [
            ['ancestor', 'ancestor'],
            ['descendant', 'descendant'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'symbol',
          type: 'SelectControl',
          label: 'Symbol',
          description: 'Layout type of tree',
          default: TREE_DEFAULTS.symbol,
          renderTrigger: true,
          choices: [
            ['emptyCircle', 'Empty circle'],
            ['circle', 'Circle'],
            ['rect', 'Rectangle'],
            ['triangle', 'Triangle'],
            ['diamond', 'Diamond'],
            ['pin', 'Pin'],
            ['arrow', 'Arrow'],
            ['none', 'None'],
          ],
        }),
      ],
      [
        defineControl({
          name: 'symbolSize',
          type: 'SliderControl',
          label: 'Symbol size',
          description: 'Size of edge symbols',
          default: TREE_DEFAULTS.symbolSize,
          renderTrigger: true,
          min: 5,
          max: 30,
          step: 2,
        }),
      ],
      [
        defineControl({
          name: 'roam',
          type: 'SelectControl',
          label: 'Enable graph roaming',
          description: 'Whether to enable changing graph position and scaling.',
          default: TREE_DEFAULTS.roam,
          renderTrigger: true,
          choices: [
            [false, 'Disabled'],
            ['scale', 'Scale only'],
            ['move', 'Move only'],
            [true, 'Scale and Move'],
          ],
        }),
      ],
    ]),
  ],
};
