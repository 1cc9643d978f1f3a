import { Alert, Center, Loader, Text } from '@mantine/core';
import { errorMessage } from '../api/client';
import { useT } from '../i18n';

export interface LoadingStateProps {
  /** Centre in the viewport instead of in the content area. */
  fullPage?: boolean;
}

export function LoadingState({ fullPage = false }: LoadingStateProps) {
  const t = useT();
  return (
    <Center h={fullPage ? '100vh' : 160} data-testid="loading">
      <Loader aria-label={t('Loading')} />
    </Center>
  );
}

export interface ErrorStateProps {
  error: unknown;
  /** Singular resource name, already translated (e.g. t('dataset')): gives Superset's fetch error text. */
  resource?: string;
  fullPage?: boolean;
}

export function ErrorState({ error, resource, fullPage = false }: ErrorStateProps) {
  const t = useT();
  const message =
    resource === undefined
      ? t('Unexpected error: %s', errorMessage(error))
      : t('An error occurred while fetching %ss: %s', resource, errorMessage(error));
  const alert = (
    <Alert color="red" variant="light" data-testid="error-state" maw={720} w="100%">
      <Text size="sm">{message}</Text>
    </Alert>
  );
  return fullPage ? (
    <Center h="100vh" p="md">
      {alert}
    </Center>
  ) : (
    alert
  );
}
