import { notifications } from '../../../ui/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useT } from '../../../i18n';
import { useSingleFlight } from '../../../ui/use-single-flight';
import { listApi } from './list-api';
import { listQueryKey } from '../query-keys';

/** Rows waiting for the user to confirm their deletion. */
export interface PendingDelete {
  ids: number[];
  names: string[];
  /** Several rows chosen with bulk select (one request with a rison id list). */
  bulk: boolean;
}

export interface ListDelete {
  pending: PendingDelete | null;
  deleting: boolean;
  ask: (pending: PendingDelete) => void;
  cancel: () => void;
  confirm: () => void;
}

/** Delete with confirmation; toasts 'Deleted: %s' and reloads the list. */
export const useListDelete = (resource: string, onDeleted: (ids: readonly number[]) => void): ListDelete => {
  const t = useT();
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const mutation = useMutation({
    mutationFn: (target: PendingDelete) =>
      target.bulk || target.ids.length !== 1
        ? listApi.bulkRemove(resource, target.ids)
        : listApi.remove(resource, target.ids[0] ?? 0),
    onSuccess: async (_answer, target) => {
      notifications.show({ color: 'green', message: t('Deleted: %s', target.names.join(', ')) });
      setPending(null);
      onDeleted(target.ids);
      await client.invalidateQueries({ queryKey: listQueryKey(resource) });
    },
    onError: (error, target) => {
      const message = errorMessage(error);
      notifications.show({
        color: 'red',
        message: target.bulk
          ? t('There was an issue deleting: %s', message)
          : t('There was an issue deleting %s: %s', target.names.join(', '), message),
      });
      setPending(null);
    },
  });
  const send = useSingleFlight((target: PendingDelete) => mutation.mutateAsync(target));
  return {
    pending,
    deleting: mutation.isPending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm: () => {
      if (pending !== null) send(pending);
    },
  };
};
