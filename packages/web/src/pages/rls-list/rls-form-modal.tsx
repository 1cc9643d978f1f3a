import { Alert, Button, Group, Modal, MultiSelect, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { maxLengthOf, RlsCreateSchema, type Dataset, type RlsCreate, type RlsItem, type Role } from '@tessera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { queryKeys } from '../../api/query-keys';
import { rlsApi } from '../../api/rls-api';
import { useT } from '../../i18n';
import { splitErrors } from '../../ui/form-errors';

export const RLS_FIELDS = ['name', 'filter_type', 'tables', 'roles', 'group_key', 'clause', 'description'] as const;
type Field = (typeof RLS_FIELDS)[number];

interface FormValues {
  name: string;
  filter_type: RlsCreate['filter_type'];
  tables: string[];
  roles: string[];
  group_key: string;
  clause: string;
  description: string;
}

const toForm = (rule: RlsItem | null): FormValues => ({
  name: rule?.name ?? '',
  filter_type: rule?.filter_type ?? 'Regular',
  tables: rule?.tables.map((table) => String(table.id)) ?? [],
  roles: rule?.roles.map((role) => String(role.id)) ?? [],
  group_key: rule?.group_key ?? '',
  clause: rule?.clause ?? '',
  description: rule?.description ?? '',
});

const toBody = (form: FormValues): RlsCreate => ({
  name: form.name,
  filter_type: form.filter_type,
  tables: form.tables.map(Number),
  roles: form.roles.map(Number),
  group_key: form.group_key.trim() === '' ? null : form.group_key.trim(),
  clause: form.clause,
  description: form.description === '' ? null : form.description,
});

export interface RlsFormModalProps {
  /** The rule to edit, or null to add one. */
  rule: RlsItem | null;
  datasets: readonly Dataset[];
  roles: readonly Role[];
  onClose: () => void;
}

/**
 * Superset's RLS modal: name, filter type, datasets, roles, group key, clause and description. The
 * clause is judged by the server (each dataset's engine parser); its message shows under the field.
 */
export function RlsFormModal({ rule, datasets, roles, onClose }: RlsFormModalProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => toForm(rule));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (form: FormValues) =>
      rule === null ? rlsApi.create(toBody(form)) : rlsApi.update(rule.id, toBody(form)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.rls });
      notifications.show({ color: 'green', message: t('Rule %s saved', values.name) });
      onClose();
    },
    onError: (error) => {
      const split = splitErrors(error, RLS_FIELDS);
      setErrors(split.fields);
      setGeneral(split.general);
    },
  });

  const set = <K extends Field>(name: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral(null);
    const parsed = RlsCreateSchema.safeParse(toBody(values));
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    save.mutate(values);
  };

  return (
    <Modal opened onClose={onClose} title={rule === null ? t('Add rule') : t('Edit rule')} size="lg">
      <form onSubmit={submit} noValidate data-testid="rls-form">
        <Stack>
          {general !== null && (
            <Alert color="red" variant="light" role="alert" data-testid="rls-form-error">
              {general}
            </Alert>
          )}
          <TextInput
            label={t('Rule name')}
            required
            value={values.name}
            error={errors.name}
            maxLength={maxLengthOf(RlsCreateSchema.shape.name)}
            onChange={(event) => set('name', event.currentTarget.value)}
            data-testid="rls-name"
          />
          <SegmentedControl
            aria-label={t('Filter type')}
            value={values.filter_type}
            onChange={(value) => set('filter_type', value === 'Base' ? 'Base' : 'Regular')}
            data={[
              { value: 'Regular', label: t('Regular') },
              { value: 'Base', label: t('Base') },
            ]}
            data-testid="rls-filter-type"
          />
          <MultiSelect
            label={t('Datasets')}
            description={t('The rule filters these datasets.')}
            data={datasets.map((d) => ({ value: String(d.id), label: d.table_name }))}
            value={values.tables}
            onChange={(value) => set('tables', value)}
            error={errors.tables}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
            data-testid="rls-tables"
          />
          <MultiSelect
            label={t('Roles')}
            description={
              values.filter_type === 'Regular'
                ? t('Regular filters add the clause for members of these roles.')
                : t('Base filters add the clause for everyone except members of these roles.')
            }
            data={roles.map((role) => ({ value: String(role.id), label: role.name }))}
            value={values.roles}
            onChange={(value) => set('roles', value)}
            error={errors.roles}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="rls-roles"
          />
          <TextInput
            label={t('Group key')}
            description={t('Clauses with the same group key are combined with OR.')}
            value={values.group_key}
            error={errors.group_key}
            onChange={(event) => set('group_key', event.currentTarget.value)}
            data-testid="rls-group-key"
          />
          <Textarea
            label={t('Clause')}
            description={t('A SQL condition added to the WHERE clause of every query on these datasets.')}
            required
            rows={4}
            value={values.clause}
            error={errors.clause}
            onChange={(event) => set('clause', event.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            spellCheck={false}
            data-testid="rls-clause"
          />
          <Textarea
            label={t('Description')}
            rows={2}
            value={values.description}
            error={errors.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            data-testid="rls-description"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="rls-save">
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
