import { Paper, Text } from '@mantine/core';
import { useT, type TranslateFn } from '../../i18n';
import { PageHeader } from '../../ui/page-header';

export type PendingPage = 'dashboards' | 'charts' | 'sqllab';

export interface NotYetAvailablePageProps {
  page: PendingPage;
}

const titleOf = (page: PendingPage, t: TranslateFn): string => {
  switch (page) {
    case 'dashboards':
      return t('Dashboards');
    case 'charts':
      return t('Charts');
    case 'sqllab':
      return t('SQL Lab');
  }
};

/** The honest placeholder for a page that a later release delivers. */
export function NotYetAvailablePage({ page }: NotYetAvailablePageProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={titleOf(page, t)} />
      <Paper withBorder p="xl" radius="md" data-testid="not-yet-available">
        <Text c="dimmed">{t('This page arrives in a later release.')}</Text>
      </Paper>
    </>
  );
}
