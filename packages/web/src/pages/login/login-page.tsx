import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { authApi, type Credentials } from '../../api/resources';
import { ROUTES, safeNextPath } from '../../routing/paths';
import { useT } from '../../i18n';
import { AuthCard } from '../../ui/auth-card';
import { LoadingState } from '../../ui/query-state';

type FieldErrors = Partial<Record<keyof Credentials, string>>;

/** Sign in with username and password; first run goes to /setup/ instead. */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const status = useQuery({
    queryKey: queryKeys.setupStatus,
    queryFn: ({ signal }) => authApi.setupStatus(signal),
    staleTime: 0,
    retry: false,
  });

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: async () => {
      queryClient.clear();
      await navigate(safeNextPath(searchParams.get('next')), { replace: true });
    },
  });

  if (status.data?.needs_setup === true) return <Navigate to={ROUTES.setup} replace />;
  // Superset's /login/ sends a signed-in user on instead of showing the form again.
  if (status.data?.signed_in === true && !login.isPending) {
    return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  }
  if (status.isPending) return <LoadingState fullPage />;

  const update = (field: keyof Credentials, value: string) => {
    setCredentials((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (credentials.username.trim() === '') errors.username = t('This is a required field');
    if (credentials.password === '') errors.password = t('This is a required field');
    setFieldErrors(errors);
    if (errors.username !== undefined || errors.password !== undefined) return;
    login.mutate({ username: credentials.username.trim(), password: credentials.password });
  };

  return (
    <AuthCard title={t('Sign in')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {login.isError && (
            <Alert color="red" variant="light" data-testid="login-error" role="alert">
              {errorMessage(login.error)}
            </Alert>
          )}
          <TextInput
            label={t('Username')}
            value={credentials.username}
            onChange={(event) => update('username', event.currentTarget.value)}
            error={fieldErrors.username}
            autoComplete="username"
            autoFocus
            required
            data-testid="login-username"
          />
          <PasswordInput
            label={t('Password')}
            value={credentials.password}
            onChange={(event) => update('password', event.currentTarget.value)}
            error={fieldErrors.password}
            autoComplete="current-password"
            required
            data-testid="login-password"
          />
          <Button type="submit" loading={login.isPending} fullWidth mt="sm" data-testid="login-submit">
            {t('Sign in')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
