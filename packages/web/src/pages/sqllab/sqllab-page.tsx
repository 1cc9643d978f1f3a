import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { sqlLabApi } from '../../features/sqllab/sqllab-api';
import { SqlLabWorkspace } from '../../features/sqllab/sqllab-workspace';
import { ErrorState, LoadingState } from '../../ui/query-state';

/** `/sqllab/` and `/sqllab/p/{key}`: SQL Lab, from the caller's tabs on the server. */
export function SqlLabPage(): ReactNode {
  const { key } = useParams();
  // Read once per visit: the tabs then live in the page and are written back as they change.
  const bootstrap = useQuery({
    queryKey: ['sqllab', 'bootstrap'],
    queryFn: sqlLabApi.bootstrap,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (bootstrap.isPending) return <LoadingState />;
  if (bootstrap.isError) return <ErrorState error={bootstrap.error} />;
  return <SqlLabWorkspace bootstrap={bootstrap.data} permalinkKey={key ?? null} />;
}
