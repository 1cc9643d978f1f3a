import { Anchor, Center, Code, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '../i18n';
import { useDocumentTitle } from '../ui/page-header';
import { ROUTES } from '../routing/paths';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
};

/** The router's error element: shown when rendering or loading a route throws. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  useDocumentTitle(t('Unexpected error'));
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={720} data-testid="route-error">
        <Title order={2}>{t('Unexpected error')}</Title>
        <Code block>{describe(error)}</Code>
        <Text size="sm" c="dimmed">
          {t('Reload the page to try again.')}
        </Text>
        <Anchor component={Link} to={ROUTES.home} reloadDocument>
          {t('Back to home')}
        </Anchor>
      </Stack>
    </Center>
  );
}
