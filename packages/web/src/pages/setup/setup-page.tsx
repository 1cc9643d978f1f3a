import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { maxLengthOf, MIN_PASSWORD_LENGTH, SetupRequestSchema } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiRequestError } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { authApi } from '../../api/resources';
import { ROUTES } from '../../routing/paths';
import { useT } from '../../i18n';
import { AuthCard } from '../../ui/auth-card';
import { splitErrors } from '../../ui/form-errors';
import { LoadingState } from '../../ui/query-state';
import {
  EMPTY_SETUP,
  SETUP_FIELDS,
  toSetupRequest,
  validateSetup,
  type SetupField,
  type SetupValues,
} from './setup-form';

/** First run: create the first administrator, who is then signed in. */
export function SetupPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SetupValues>(EMPTY_SETUP);
  const [errors, setErrors] = useState<Partial<Record<SetupField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const status = useQuery({
    queryKey: queryKeys.setupStatus,
    queryFn: ({ signal }) => authApi.setupStatus(signal),
    staleTime: 0,
    retry: false,
  });

  const setup = useMutation({
    mutationFn: authApi.setup,
    onSuccess: async () => {
      queryClient.clear();
      await navigate(ROUTES.home, { replace: true });
    },
    onError: (error) => {
      if (isApiRequestError(error) && error.status === 409) {
        void navigate(ROUTES.login, { replace: true });
        return;
      }
      const split = splitErrors(error, SETUP_FIELDS);
      setErrors(split.fields);
      setGeneral(split.general);
    },
  });

  if (status.data?.signed_in === true && !setup.isPending) return <Navigate to={ROUTES.home} replace />;
  if (status.data?.needs_setup === false) return <Navigate to={ROUTES.login} replace />;
  if (status.isPending) return <LoadingState fullPage />;

  const field = (name: SetupField) => ({
    value: values[name],
    error: errors[name],
    maxLength:
      name === 'confirm' ? maxLengthOf(SetupRequestSchema.shape.password) : maxLengthOf(SetupRequestSchema.shape[name]),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSetup(values, t);
    setErrors(found);
    setGeneral(null);
    if (Object.values(found).some((message) => message !== undefined)) return;
    setup.mutate(toSetupRequest(values));
  };

  return (
    <AuthCard
      title={t('Welcome to Tessera')}
      subtitle={t('Create the administrator account to finish setting up.')}
      width={520}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {(general !== null || status.isError) && (
            <Alert color="red" variant="light" data-testid="setup-error" role="alert">
              {general ?? t('Could not check whether setup is needed.')}
            </Alert>
          )}
          <TextInput
            label={t('Username')}
            autoComplete="username"
            required
            autoFocus
            data-testid="setup-username"
            {...field('username')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('First name')}
              autoComplete="given-name"
              required
              data-testid="setup-first-name"
              {...field('first_name')}
            />
            <TextInput
              label={t('Last name')}
              autoComplete="family-name"
              required
              data-testid="setup-last-name"
              {...field('last_name')}
            />
          </Group>
          <TextInput
            label={t('Email')}
            type="email"
            autoComplete="email"
            required
            data-testid="setup-email"
            {...field('email')}
          />
          <PasswordInput
            label={t('Password')}
            description={t('At least %s characters', MIN_PASSWORD_LENGTH)}
            autoComplete="new-password"
            required
            data-testid="setup-password"
            {...field('password')}
          />
          <PasswordInput
            label={t('Confirm password')}
            autoComplete="new-password"
            required
            data-testid="setup-confirm"
            {...field('confirm')}
          />
          <Button type="submit" loading={setup.isPending} fullWidth mt="sm" data-testid="setup-submit">
            {t('Create administrator')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
