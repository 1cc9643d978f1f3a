import { Alert, Button, Checkbox, Group, Modal, MultiSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role, User } from '@tessera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext, useState, type FormEvent } from 'react';
import { queryKeys } from '../../api/query-keys';
import { userApi } from '../../api/resources';
import { CurrentUserContext } from '../../session/current-user';
import { useT } from '../../i18n';
import { ConfirmModal } from '../../ui/confirm-modal';
import { splitErrors } from '../../ui/form-errors';
import {
  emptyUserForm,
  removesOwnAdmin,
  toUserCreate,
  toUserUpdate,
  USER_FORM_FIELDS,
  userToForm,
  validateUserForm,
  type UserFormField,
  type UserFormValues,
} from './user-form';
import { useSingleFlight } from '../../ui/use-single-flight';
import { maxLengthOf, UserCreateSchema } from '@tessera/core';

export interface UserFormModalProps {
  /** The user to edit, or null to add one. */
  user: User | null;
  roles: readonly Role[];
  onClose: () => void;
}

/** Add or edit a user. Mounted per opening, so the form starts from the user it was given. */
export function UserFormModal({ user, roles, onClose }: UserFormModalProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const isNew = user === null;
  const [values, setValues] = useState<UserFormValues>(() => (user === null ? emptyUserForm() : userToForm(user)));
  const [errors, setErrors] = useState<Partial<Record<UserFormField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [confirmingAdminLoss, setConfirmingAdminLoss] = useState(false);
  const currentUserId = useContext(CurrentUserContext)?.id ?? null;

  const save = useMutation({
    mutationFn: (form: UserFormValues) =>
      user === null ? userApi.create(toUserCreate(form)) : userApi.update(user.id, toUserUpdate(form)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users });
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles });
      const message = isNew ? t('User %s added', saved.username) : t('User %s saved', saved.username);
      notifications.show({ color: 'green', message });
      onClose();
    },
    onError: (error) => {
      const split = splitErrors(error, USER_FORM_FIELDS);
      setErrors(split.fields);
      setGeneral(split.general);
    },
  });

  const set = <K extends keyof UserFormValues>(name: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const text = (name: Exclude<UserFormField, 'roles'>) => ({
    value: values[name],
    error: errors[name],
    maxLength: maxLengthOf(UserCreateSchema.shape[name === 'confirm' ? 'password' : name]),
    onChange: (event: { currentTarget: HTMLInputElement }) => set(name, event.currentTarget.value),
  });

  const send = useSingleFlight((sent: typeof values) => save.mutateAsync(sent));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateUserForm(values, isNew, t);
    setErrors(found);
    setGeneral(null);
    if (Object.values(found).some((message) => message !== undefined)) return;
    if (removesOwnAdmin(user, values, roles, currentUserId)) setConfirmingAdminLoss(true);
    else send(values);
  };

  return (
    <Modal opened onClose={onClose} title={isNew ? t('Add user') : t('Edit user')} size="lg">
      <form onSubmit={submit} noValidate data-testid="user-form">
        <Stack>
          {general !== null && (
            <Alert color="red" variant="light" role="alert" data-testid="user-form-error">
              {general}
            </Alert>
          )}
          <TextInput label={t('Username')} required data-testid="user-username" {...text('username')} />
          <Group grow align="flex-start">
            <TextInput label={t('First name')} required data-testid="user-first-name" {...text('first_name')} />
            <TextInput label={t('Last name')} required data-testid="user-last-name" {...text('last_name')} />
          </Group>
          <TextInput label={t('Email')} type="email" required data-testid="user-email" {...text('email')} />
          <Group grow align="flex-start">
            <PasswordInput
              label={t('Password')}
              description={isNew ? undefined : t('Leave empty to keep the current password')}
              autoComplete="new-password"
              required={isNew}
              data-testid="user-password"
              {...text('password')}
            />
            <PasswordInput
              label={t('Confirm password')}
              autoComplete="new-password"
              required={isNew}
              data-testid="user-confirm"
              {...text('confirm')}
            />
          </Group>
          <MultiSelect
            label={t('Roles')}
            data={roles.map((role) => ({ value: String(role.id), label: role.name }))}
            value={values.roles}
            onChange={(value) => set('roles', value)}
            error={errors.roles}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
            data-testid="user-roles"
          />
          <Checkbox
            label={t('Active')}
            checked={values.active}
            onChange={(event) => set('active', event.currentTarget.checked)}
            data-testid="user-active"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="user-save">
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirmingAdminLoss}
        title={t('Remove your own Admin role?')}
        message={t(
          'You are removing the Admin role from your own account. As soon as you save, you lose access to users, roles and the other admin pages, and only another admin can give it back.',
        )}
        confirmLabel={t('Remove my Admin role')}
        onConfirm={() => {
          setConfirmingAdminLoss(false);
          send(values);
        }}
        onClose={() => setConfirmingAdminLoss(false)}
      />
    </Modal>
  );
}
