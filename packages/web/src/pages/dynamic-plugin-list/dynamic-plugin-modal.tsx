import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DynamicPluginWriteSchema, maxLengthOf, type DynamicPlugin, type DynamicPluginWrite } from '@tessera/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { dynamicPluginApi } from '../../api/dynamic-plugin-api';
import { useT } from '../../i18n';
import { splitErrors } from '../../ui/form-errors';
import { notifications } from '../../ui/notifications';

const FIELDS = ['name', 'key', 'bundle_url'] as const;
type Field = (typeof FIELDS)[number];

export interface DynamicPluginModalProps {
  /** The plugin to edit, or null to add one. */
  plugin: DynamicPlugin | null;
  /** `changed` is true once the server saved the plugin. */
  onClose: (changed: boolean) => void;
}

/**
 * Superset's DynamicPluginsView add and edit forms: name, key and bundle URL, each with Superset's
 * description. Whether the URL's host is allowed is the server's setting, so the server answers it.
 */
export function DynamicPluginModal({ plugin, onClose }: DynamicPluginModalProps): ReactNode {
  const t = useT();
  const [values, setValues] = useState<DynamicPluginWrite>({
    name: plugin?.name ?? '',
    key: plugin?.key ?? '',
    bundle_url: plugin?.bundle_url ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: DynamicPluginWrite) =>
      plugin === null ? dynamicPluginApi.create(body) : dynamicPluginApi.update(plugin.id, body),
    onSuccess: (_answer, body) => {
      notifications.show({ color: 'green', message: t('Plugin %s saved', body.name) });
      onClose(true);
    },
    onError: (error) => {
      const split = splitErrors(error, FIELDS);
      setErrors(split.fields);
      setGeneral(split.general);
    },
  });

  const set = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral(null);
    const parsed = DynamicPluginWriteSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(parsed.data);
  };

  const shape = DynamicPluginWriteSchema.shape;
  return (
    <Modal opened onClose={() => onClose(false)} title={plugin === null ? t('Add a plugin') : t('Edit plugin')}>
      <form onSubmit={submit} noValidate data-testid="dynamic-plugin-form">
        <Stack>
          {general !== null && (
            <Alert color="red" variant="light" role="alert">
              {general}
            </Alert>
          )}
          <TextInput
            label={t('Name')}
            description={t('A human-friendly name')}
            required
            value={values.name}
            error={errors.name}
            maxLength={maxLengthOf(shape.name)}
            onChange={(event) => set('name', event.currentTarget.value)}
            data-testid="dynamic-plugin-name"
          />
          <TextInput
            label={t('Key')}
            description={t('Used internally to identify the plugin: the viz_type of the charts it draws')}
            required
            value={values.key}
            error={errors.key}
            maxLength={maxLengthOf(shape.key)}
            onChange={(event) => set('key', event.currentTarget.value)}
            data-testid="dynamic-plugin-key"
          />
          <TextInput
            label={t('Bundle URL')}
            description={t('A path on this server (/static/plugins/...) or a URL on an allowed host')}
            required
            value={values.bundle_url}
            error={errors.bundle_url}
            maxLength={maxLengthOf(shape.bundle_url)}
            onChange={(event) => set('bundle_url', event.currentTarget.value)}
            data-testid="dynamic-plugin-bundle-url"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => onClose(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="dynamic-plugin-save">
              {plugin === null ? t('Add') : t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
