import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AnnotationCreateSchema, type AnnotationCreate, type AnnotationItem } from '@tessera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { annotationLayerApi, annotationResource } from '../../api/annotation-layer-api';
import { listQueryKey } from '../../features/lists/list-view';
import { useT } from '../../i18n';
import { splitErrors } from '../../ui/form-errors';

const FIELDS = ['short_descr', 'start_dttm', 'end_dttm', 'long_descr', 'json_metadata'] as const;
type Field = (typeof FIELDS)[number];
type FormValues = Record<Field, string>;

/**
 * Annotation times are naive UTC text (`2024-01-31T08:00:00`); a datetime-local input shows and
 * edits them to the minute, as Superset's modal picks 'YYYY-MM-DD HH:mm'.
 */
const toInput = (dttm: string | undefined): string => dttm?.slice(0, 16) ?? '';
const fromInput = (value: string): string => (value.length === 16 ? `${value}:00` : value);

const toForm = (annotation: AnnotationItem | null): FormValues => ({
  short_descr: annotation?.short_descr ?? '',
  start_dttm: toInput(annotation?.start_dttm),
  end_dttm: toInput(annotation?.end_dttm),
  long_descr: annotation?.long_descr ?? '',
  json_metadata: annotation?.json_metadata ?? '',
});

const toBody = (form: FormValues): AnnotationCreate => ({
  short_descr: form.short_descr.trim(),
  start_dttm: fromInput(form.start_dttm),
  end_dttm: fromInput(form.end_dttm),
  long_descr: form.long_descr.trim() === '' ? null : form.long_descr,
  json_metadata: form.json_metadata.trim() === '' ? null : form.json_metadata,
});

export interface AnnotationModalProps {
  layerId: number;
  /** The annotation to edit, or null to add one. */
  annotation: AnnotationItem | null;
  onClose: () => void;
}

/** Superset's AnnotationModal: label, start and end, description and JSON metadata. */
export function AnnotationModal({ layerId, annotation, onClose }: AnnotationModalProps) {
  const t = useT();
  const client = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => toForm(annotation));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: AnnotationCreate) =>
      annotation === null
        ? annotationLayerApi.createAnnotation(layerId, body)
        : annotationLayerApi.updateAnnotation(layerId, annotation.id, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: listQueryKey(annotationResource(layerId)) });
      notifications.show({ color: 'green', message: t('Annotation %s saved', values.short_descr.trim()) });
      onClose();
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
    const body = toBody(values);
    const found: Partial<Record<Field, string>> = {};
    if (values.start_dttm === '') found.start_dttm = t('Start is required');
    if (values.end_dttm === '') found.end_dttm = t('End is required');
    const parsed = AnnotationCreateSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    } else if (parsed.data.end_dttm < parsed.data.start_dttm) {
      found.end_dttm = t('The end must not be before the start');
    }
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      return;
    }
    save.mutate(parsed.data);
  };

  const input = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
    'data-testid': `annotation-${name.replace('_', '-')}`,
  });

  return (
    <Modal opened onClose={onClose} title={annotation === null ? t('Add annotation') : t('Edit annotation')} size="lg">
      <form onSubmit={submit} noValidate data-testid="annotation-form">
        <Stack>
          {general !== null && (
            <Alert color="red" variant="light" role="alert">
              {general}
            </Alert>
          )}
          <TextInput label={t('Label')} required {...input('short_descr')} />
          <SimpleGrid cols={2}>
            <TextInput label={t('Start')} type="datetime-local" required {...input('start_dttm')} />
            <TextInput label={t('End')} type="datetime-local" required {...input('end_dttm')} />
          </SimpleGrid>
          <Textarea label={t('Description')} rows={3} {...input('long_descr')} />
          <Textarea
            label={t('JSON metadata')}
            rows={4}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...input('json_metadata')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="annotation-save">
              {annotation === null ? t('Add') : t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
