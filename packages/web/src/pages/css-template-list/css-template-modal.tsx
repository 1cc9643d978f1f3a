import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CssTemplateWriteSchema, maxLengthOf, type CssTemplateListItem, type CssTemplateWrite } from '@tessera/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { cssTemplateApi } from '../../api/css-template-api';
import { useT } from '../../i18n';
import { splitErrors } from '../../ui/form-errors';
import { notifications } from '../../ui/notifications';

const FIELDS = ['template_name', 'css'] as const;
type Field = (typeof FIELDS)[number];

export interface CssTemplateModalProps {
  /** The template to edit, or null to add one. */
  template: CssTemplateListItem | null;
  /** `changed` is true once the server saved the template. */
  onClose: (changed: boolean) => void;
}

/**
 * Superset's CssTemplateModal: the template's name and its CSS (Superset's is an Ace CSS editor; a
 * monospace textarea here). Saving posts a new template or puts the edited one.
 */
export function CssTemplateModal({ template, onClose }: CssTemplateModalProps): ReactNode {
  const t = useT();
  const [values, setValues] = useState<CssTemplateWrite>({
    template_name: template?.template_name ?? '',
    css: template?.css ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: CssTemplateWrite) =>
      template === null ? cssTemplateApi.create(body) : cssTemplateApi.update(template.id, body),
    onSuccess: (_answer, body) => {
      notifications.show({ color: 'green', message: t('CSS template %s saved', body.template_name) });
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
    const parsed = CssTemplateWriteSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Modal
      opened
      onClose={() => onClose(false)}
      title={template === null ? t('Add CSS template') : t('Edit CSS template')}
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="css-template-form">
        <Stack>
          {general !== null && (
            <Alert color="red" variant="light" role="alert">
              {general}
            </Alert>
          )}
          <TextInput
            label={t('Name')}
            required
            value={values.template_name}
            error={errors.template_name}
            maxLength={maxLengthOf(CssTemplateWriteSchema.shape.template_name)}
            onChange={(event) => set('template_name', event.currentTarget.value)}
            data-testid="css-template-name"
          />
          <Textarea
            label={t('CSS')}
            rows={12}
            value={values.css}
            error={errors.css}
            onChange={(event) => set('css', event.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            spellCheck={false}
            data-testid="css-template-css"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => onClose(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="css-template-save">
              {template === null ? t('Add') : t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
