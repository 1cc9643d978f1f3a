import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayName, useCurrentUser } from '../../session/current-user';
import { useT } from '../../i18n';
import { PageHeader } from '../../ui/page-header';
import { ExamplesNotice } from './examples-notice';
import { OwnershipSection } from './ownership-section';
import { RecentsSection } from './recents-section';

/** Home (Superset's Welcome): recent activity, then the user's dashboards and charts. */
export function WelcomePage(): ReactNode {
  const t = useT();
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <PageHeader title={t('Welcome, %s', displayName(user))} />
      <ExamplesNotice />
      <RecentsSection />
      <OwnershipSection type="dashboard" />
      <OwnershipSection type="slice" />
    </Stack>
  );
}
