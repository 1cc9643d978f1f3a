import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../routing/paths';
import { useT } from '../../i18n';
import { useDocumentTitle } from '../../ui/page-header';

/** One calm page instead of a list that fails with permission toasts (Superset redirects with a flash). */
export function AccessDeniedPage() {
  const t = useT();
  useDocumentTitle(t('Access denied'));
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" mt="xl" data-testid="access-denied">
      <Stack gap="sm" align="flex-start">
        <Title order={2} data-testid="page-title">
          {t('You do not have access')}
        </Title>
        <Text c="dimmed">{t('Your roles do not allow this page. Ask an administrator if you need it.')}</Text>
        <Anchor component={Link} to={ROUTES.home}>
          {t('Back to home')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
