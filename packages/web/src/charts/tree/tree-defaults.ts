/** Superset's tree DEFAULT_FORM_DATA: what an unset control means (Tree/constants.ts). */
export const TREE_DEFAULTS = {
  layout: 'orthogonal',
  orient: 'LR',
  symbol: 'emptyCircle',
  symbolSize: 7,
  roam: false,
  nodeLabelPosition: 'left',
  childLabelPosition: 'right',
  emphasis: 'descendant',
} as const;

export const LABEL_POSITIONS = ['left', 'top', 'right', 'bottom'] as const;
