import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Role } from '@tessera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { queryKeys } from '../../api/query-keys';
import { roleApi } from '../../api/resources';
import { useT } from '../../i18n';
import { splitErrors } from '../../ui/form-errors';
import { useSingleFlight } from '../../ui/use-single-flight';
import { maxLengthOf, RoleCreateSchema } from '@tessera/core';

export interface RoleNameModalProps {
  /** The role to rename, or null to add one. */
  role: Role | null;
  onClose: () => void;
}

/** Add a role or rename one. */
export function RoleNameModal({ role, onClose }: RoleNameModalProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState(role?.name ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [general, setGeneral] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (value: string) =>
      role === null ? roleApi.create({ name: value }) : roleApi.rename(role.id, { name: value }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles });
      await queryClient.invalidateQueries({ queryKey: queryKeys.users });
      notifications.show({ color: 'green', message: t('Role %s saved', saved.name) });
      onClose();
    },
    onError: (error) => {
      const split = splitErrors(error, ['name'] as const);
      setFieldError(split.fields.name);
      setGeneral(split.general);
    },
  });

  const send = useSingleFlight((sent: string) => save.mutateAsync(sent));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral(null);
    if (name.trim() === '') {
      setFieldError(t('This is a required field'));
      return;
    }
    send(name.trim());
  };

  return (
    <Modal opened onClose={onClose} title={role === null ? t('Add role') : t('Rename role')}>
      <form onSubmit={submit} noValidate data-testid="role-form">
        <Stack>
          {general !== null && (
            <Alert color="red" variant="light" role="alert" data-testid="role-form-error">
              {general}
            </Alert>
          )}
          <TextInput
            label={t('Name')}
            value={name}
            maxLength={maxLengthOf(RoleCreateSchema.shape.name)}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setFieldError(undefined);
            }}
            error={fieldError}
            required
            data-autofocus
            data-testid="role-name"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="role-save">
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
