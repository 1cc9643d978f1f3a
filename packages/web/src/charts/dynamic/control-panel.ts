import type { ControlPanelConfig } from '@tessera/core';
import { adhocFilters, defineSection, groupby, metrics, rowLimit } from '../shared-controls';

/** Every dynamic plugin's controls in explore: the query its rows come from (metrics by dimensions). */
export const dynamicControlPanel: ControlPanelConfig = {
  sections: [defineSection('Query', [[metrics], [groupby], [adhocFilters], [rowLimit]])],
};
