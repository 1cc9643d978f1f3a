import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import { dashboardPath, ROUTES } from '../../routing/paths';
import { LoadingState } from '../../ui/query-state';

/** Superset's title of a dashboard made from the '+' menu, before its owner names it. */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/**
 * Superset's `/dashboard/new/`: creates an empty dashboard owned by the caller and opens it in
 * edit mode, replacing this address so Back does not create another one.
 */
export function DashboardNewPage(): ReactNode {
  const t = useT();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () => api.post<{ id: number }>('/api/v1/dashboard/', { dashboard_title: UNTITLED_DASHBOARD }),
    onSuccess: ({ id }) => void navigate(`${dashboardPath({ id })}?edit=true`, { replace: true }),
  });
  const { mutate } = create;
  // Once per visit, even when React runs the effect twice (strict mode): one dashboard, not two.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  if (!create.isError) return <LoadingState />;
  return (
    <Stack maw={560}>
      <Alert color="red" role="alert" title={t('The dashboard could not be created')}>
        {errorMessage(create.error)}
      </Alert>
      <Button component={Link} to={ROUTES.dashboards} variant="default" w="fit-content">
        {t('Back to dashboards')}
      </Button>
    </Stack>
  );
}
