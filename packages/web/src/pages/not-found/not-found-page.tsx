import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../routing/paths';
import { useT } from '../../i18n';
import { useDocumentTitle } from '../../ui/page-header';

/** Any route the app does not know. */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  useDocumentTitle(t('Page not found'));
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" data-testid="not-found">
        <Text fw={800} size="3rem" c="dimmed" lh={1}>
          404
        </Text>
        <Title order={2} data-testid="page-title">
          {t('Page not found')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('Nothing lives at %s.', pathname)}
        </Text>
        <Anchor component={Link} to={ROUTES.home}>
          {t('Back to home')}
        </Anchor>
      </Stack>
    </Center>
  );
}
