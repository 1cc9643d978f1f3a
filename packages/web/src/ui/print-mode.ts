import { createContext, useContext } from 'react';

/**
 * True while the page is drawn for an export (a dashboard in report mode, standalone=3, which the
 * report renderer opens): charts then leave out what only works on screen (a table's search,
 * Copy and CSV buttons and its pager, a legend's scroll pager).
 */
export const PrintModeContext = createContext(false);

export const usePrintMode = (): boolean => useContext(PrintModeContext);

/** A scrolling legend prints only its first page: an export shows every entry (ECharts' plain legend). */
export const printableLegend = (legend: unknown): unknown => {
  if (Array.isArray(legend)) return legend.map(printableLegend);
  if (typeof legend === 'object' && legend !== null && (legend as { type?: unknown }).type === 'scroll')
    return { ...legend, type: 'plain' };
  return legend;
};
