import { createContext, useContext, type RefObject } from 'react';

/** The element the explore chart draws in, for 'Download as image'. */
export const ChartDomContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

export const useChartDom = (): RefObject<HTMLDivElement | null> | null => useContext(ChartDomContext);
