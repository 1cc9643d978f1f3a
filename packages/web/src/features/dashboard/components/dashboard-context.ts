import { createContext, useContext } from 'react';
import type { BatchTransport } from '../transport/batch-transport';

/** The page's services the components reach without prop drilling: one transport per dashboard page. */
export interface DashboardServices {
  transport: BatchTransport;
}

export const DashboardServicesContext = createContext<DashboardServices | null>(null);

export const useDashboardServices = (): DashboardServices => {
  const services = useContext(DashboardServicesContext);
  if (services === null) throw new Error('useDashboardServices outside a dashboard page');
  return services;
};
