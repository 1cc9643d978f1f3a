import { notifications } from '../ui/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { authApi } from '../api/resources';
import { useT } from '../i18n';
import { ROUTES } from '../routing/paths';

/** Signs out on the server, then leaves for the sign-in page with no cached data of the old session. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  return useMutation({
    mutationFn: authApi.logout,
    onSuccess: async () => {
      await navigate(ROUTES.login, { replace: true });
      queryClient.clear();
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: t('Sign out failed'), message: errorMessage(error) });
    },
  });
};
