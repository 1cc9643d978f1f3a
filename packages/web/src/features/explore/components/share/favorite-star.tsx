import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { useT } from '../../../../i18n';
import { exploreApi } from '../../explore-api';
import { exploreKeys } from '../../query-keys';

/** The saved chart's favourite star (`/api/v1/chart/{id}/favorites/`). */
export function FavoriteStar({ sliceId }: { sliceId: number }): ReactNode {
  const t = useT();
  const client = useQueryClient();
  const key = exploreKeys.favorite(sliceId);
  const status = useQuery({ queryKey: key, queryFn: ({ signal }) => exploreApi.favoriteStatus(sliceId, signal) });
  const fetchError = status.error;
  useEffect(() => {
    if (fetchError === null) return;
    notifications.show({
      color: 'red',
      message: t('There was an error fetching the favorite status: %s', errorMessage(fetchError)),
    });
  }, [fetchError, t]);
  const toggle = useMutation({
    mutationFn: (favorite: boolean) => exploreApi.setFavorite(sliceId, favorite),
    onSuccess: (_answer, favorite) => client.setQueryData(key, favorite),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: t('There was an error saving the favorite status: %s', errorMessage(error)),
      }),
  });
  const favorite = status.data === true;
  const label = favorite ? t('Unselect as favorite') : t('Select as favorite');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={favorite ? 'yellow' : 'gray'}
        aria-label={label}
        aria-pressed={favorite}
        loading={toggle.isPending}
        disabled={status.isLoading}
        onClick={() => toggle.mutate(!favorite)}
      >
        {favorite ? '★' : '☆'}
      </ActionIcon>
    </Tooltip>
  );
}
