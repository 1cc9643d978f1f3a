import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayName, useCurrentUser } from '../../session/current-user';
import { useT } from '../../i18n';
import { PageHeader } from '../../ui/page-header';
import { ExamplesNotice } from './examples-notice';
import { ExamplesSection } from './examples-section';
import { OwnershipSection } from './ownership-section';
import { RecentsSection } from './recents-section';

/** Home (Superset's Welcome): recent activity, the user's dashboards and charts, then the examples. */
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
      <ExamplesSection />
    </Stack>
  );
}
