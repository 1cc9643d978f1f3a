import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isAdmin as hasAdminRole } from '@tessera/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../session/current-user';
import { useT } from '../../i18n';
import { homeKeys } from './query-keys';
import { fetchExamplesStatus } from './welcome-api';

/**
 * Tells admins when the example data failed to load (a server started without it says so only in
 * its log otherwise). Others see nothing and ask nothing: the status is admin-only on the server.
 */
export function ExamplesNotice(): ReactNode {
  const t = useT();
  const user = useCurrentUser();
  // Superset's is_admin, as the server decides it (core's isAdmin: a role named admin, any case).
  const isAdmin = hasAdminRole(Object.keys(user.roles));
  const status = useQuery({
    queryKey: homeKeys.examplesStatus,
    queryFn: ({ signal }) => fetchExamplesStatus(signal),
    enabled: isAdmin,
  });
  if (!isAdmin || status.data?.status !== 'failed') return null;
  return (
    <Alert color="orange" variant="light" title={t('Example data')} data-testid="examples-notice">
      {t('The example data could not be loaded: %s', status.data.error ?? t('unknown error'))}
    </Alert>
  );
}
