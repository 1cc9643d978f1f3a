import { crossFilterMask, type CrossFilterSelection, type DataMask } from '@tessera/core';
import { useState } from 'react';

export interface CrossFilterSelectionState {
  /** The key of what this chart cross-filters on (a slice name, a node path), or null. */
  selected: string | null;
  /**
   * A click on a mark: selects it and emits its cross-filter, or, when it is the selected one,
   * clears the selection and the cross-filter (Superset's INTERACTIVE_CHART toggling).
   */
  toggle: (selection: CrossFilterSelection & { selected: string }) => void;
}

/**
 * The selection of a chart that cross-filters. It starts from the host's (the chart's
 * filterState) and follows it whenever the host's changes, a cleared or restored cross-filter.
 */
export const useCrossFilterSelection = (
  hostSelected: string | null,
  onCrossFilter: ((mask: DataMask | null) => void) | undefined,
): CrossFilterSelectionState => {
  const [selected, setSelected] = useState<string | null>(hostSelected);
  const [host, setHost] = useState(hostSelected);
  if (hostSelected !== host) {
    setHost(hostSelected);
    setSelected(hostSelected);
  }
  const toggle: CrossFilterSelectionState['toggle'] = (selection) => {
    if (onCrossFilter === undefined) return;
    if (selected === selection.selected) {
      setSelected(null);
      onCrossFilter(null);
      return;
    }
    setSelected(selection.selected);
    onCrossFilter(crossFilterMask(selection));
  };
  return { selected, toggle };
};
