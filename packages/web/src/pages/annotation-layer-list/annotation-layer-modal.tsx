import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  AnnotationLayerCreateSchema,
  maxLengthOf,
  type AnnotationLayerCreate,
  type AnnotationLayerItem,
} from '@tessera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ANNOTATION_LAYER_RESOURCE, annotationLayerApi } from '../../api/annotation-layer-api';
import { listQueryKey } from '../../features/lists/list-view';
import { useT } from '../../i18n';
import { splitErrors } from '../../ui/form-errors';

const FIELDS = ['name', 'descr'] as const;
type Field = (typeof FIELDS)[number];

const toBody = (name: string, descr: string): AnnotationLayerCreate => ({
  name: name.trim(),
  descr: descr.trim() === '' ? null : descr,
});

export interface AnnotationLayerModalProps {
  /** The layer to edit, or null to add one. */
  layer: AnnotationLayerItem | null;
  onClose: () => void;
}

/** Superset's AnnotationLayerModal: the layer's name and description. */
export function AnnotationLayerModal({ layer, onClose }: AnnotationLayerModalProps) {
  const t = useT();
  const client = useQueryClient();
  const [name, setName] = useState(layer?.name ?? '');
  const [descr, setDescr] = useState(layer?.descr ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: AnnotationLayerCreate) =>
      layer === null ? annotationLayerApi.createLayer(body) : annotationLayerApi.updateLayer(layer.id, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: listQueryKey(ANNOTATION_LAYER_RESOURCE) });
      notifications.show({ color: 'green', message: t('Annotation layer %s saved', name.trim()) });
      onClose();
    },
    onError: (error) => {
      const split = splitErrors(error, FIELDS);
      setErrors(split.fields);
      setGeneral(split.general);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral(null);
    const parsed = AnnotationLayerCreateSchema.safeParse(toBody(name, descr));
    if (!parsed.success) {
      setErrors({ name: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={layer === null ? t('Add annotation layer') : t('Edit annotation layer')}
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="annotation-layer-form">
        <Stack>
          {general !== null && (
            <Alert color="red" variant="light" role="alert">
              {general}
            </Alert>
          )}
          <TextInput
            label={t('Annotation layer name')}
            required
            value={name}
            error={errors.name}
            maxLength={maxLengthOf(AnnotationLayerCreateSchema.shape.name)}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
            data-testid="annotation-layer-name"
          />
          <Textarea
            label={t('Description')}
            rows={3}
            value={descr}
            error={errors.descr}
            onChange={(event) => setDescr(event.currentTarget.value)}
            data-testid="annotation-layer-descr"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="annotation-layer-save">
              {layer === null ? t('Add') : t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
