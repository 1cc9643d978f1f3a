import { Accordion, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUTO_REFRESH_CHOICES, CATEGORICAL_SCHEMES, DashboardCreateSchema, maxLengthOf } from '@tessera/core';
import { useState } from 'react';
import { isApiRequestError } from '../../../api/client';
import { useT } from '../../../i18n';
import { useDashboardSelector } from '../state/store';
import { saveApi } from '../save/save-api';
import { useSaveDashboard } from '../save/use-save-dashboard';
import { PeopleSelect } from './people-select';
import {
  checkPropertiesForm,
  initialPropertiesForm,
  metadataErrorText,
  parsedMetadata,
  withMetadataValue,
  type DashboardPropertiesValues,
  type PropertiesForm,
} from './properties-state';

export interface DashboardPropertiesModalProps {
  onClose: () => void;
  /**
   * Edit mode: the checked values go to the edit state through this callback and are saved with
   * the dashboard. Without it (view mode) the modal saves at once (PUT, with the overwrite check).
   */
  onApply?: (values: DashboardPropertiesValues) => void;
  /** The edit state's metadata and css, when they differ from the stored ones. */
  initial?: { metadata?: Record<string, unknown>; css?: string | null };
}

/**
 * Superset's dashboard PropertiesModal: title, slug, owners, roles, certification, colour scheme,
 * refresh frequency, the JSON metadata (checked key by key: a wrong type names the field and
 * nothing is saved) and custom CSS with the CSS templates.
 */
export function DashboardPropertiesModal({ onClose, onApply, initial }: DashboardPropertiesModalProps) {
  const t = useT();
  const info = useDashboardSelector((s) => s.dashboard.info);
  const [form, setForm] = useState<PropertiesForm>(() => initialPropertiesForm(info, initial));
  const [error, setError] = useState<{ field: 'slug' | 'json_metadata'; message: string } | null>(null);
  // The pickers show the last metadata that parsed: text broken while typing does not blank them
  // (Superset's modal keeps the colour scheme in its own state beside the JSON text).
  const [lastParsed, setLastParsed] = useState<Record<string, unknown>>(() => parsedMetadata(form.jsonMetadata) ?? {});
  const [sections, setSections] = useState<string[]>([]);
  const { save, isSaving, overwriteDialog } = useSaveDashboard();
  const templates = useQuery({
    queryKey: ['css-templates'],
    queryFn: ({ signal }) => saveApi.cssTemplates(signal),
    retry: false,
  });
  const set = (patch: Partial<PropertiesForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    const parsed = patch.jsonMetadata === undefined ? null : parsedMetadata(patch.jsonMetadata);
    if (parsed !== null) setLastParsed(parsed);
    setError(null);
  };
  const parsed = parsedMetadata(form.jsonMetadata);
  const scheme = (parsed ?? lastParsed)['color_scheme'];
  const refresh = (parsed ?? lastParsed)['refresh_frequency'];
  // Picking writes into the JSON text, which cannot be done while it is broken.
  const pickerHint = parsed === null ? t('Fix the JSON metadata to change this.') : undefined;
  const showError = (field: 'slug' | 'json_metadata', message: string) => {
    setError({ field, message });
    // The metadata editor sits in a folded section: unfold it so its error is seen.
    if (field === 'json_metadata') setSections((open) => (open.includes('json') ? open : [...open, 'json']));
  };

  const submit = async () => {
    const checked = checkPropertiesForm(form);
    if (!checked.ok) {
      if (checked.field === 'slug') showError('slug', checked.message);
      else showError('json_metadata', metadataErrorText(checked.metadata, t));
      return;
    }
    if (onApply !== undefined) {
      onApply(checked.values);
      onClose();
      return;
    }
    const outcome = await save({ mode: 'save', ...checked.values });
    if (outcome.status === 'saved') onClose();
    if (outcome.status === 'failed' && isApiRequestError(outcome.error)) {
      const fields = outcome.error.fieldErrors();
      if (fields['slug'] !== undefined)
        showError('slug', t('The slug "%s" is already used by another dashboard.', form.slug.trim()));
      else if (fields['json_metadata'] !== undefined || outcome.error.status === 400)
        showError('json_metadata', outcome.error.message);
    }
  };

  // Each error shows once, under its field.
  const fieldError = (field: 'slug' | 'json_metadata') => (error?.field === field ? error.message : undefined);
  const errorProps = { 'data-testid': 'properties-error' };
  return (
    <Modal opened onClose={onClose} title={t('Dashboard properties')} size="xl" data-testid="dashboard-properties">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('Title')}
            value={form.dashboard_title}
            maxLength={maxLengthOf(DashboardCreateSchema.shape.dashboard_title)}
            onChange={(e) => set({ dashboard_title: e.currentTarget.value })}
            data-testid="properties-title"
          />
          <TextInput
            label={t('URL slug')}
            description={t('A readable URL for your dashboard')}
            value={form.slug}
            error={fieldError('slug')}
            errorProps={errorProps}
            onChange={(e) => set({ slug: e.currentTarget.value })}
            data-testid="properties-slug"
          />
        </Group>
        <PeopleSelect
          column="owners"
          label={t('Owners')}
          description={t('Owners is a list of users who can alter the dashboard.')}
          value={form.owners}
          labelOf={(o) => `${o.first_name} ${o.last_name}`.trim() || `#${o.id}`}
          itemOf={(o) => ({ id: Number(o.value), first_name: o.label, last_name: '' })}
          onChange={(owners) => set({ owners })}
          testId="properties-owners"
        />
        <PeopleSelect
          column="roles"
          label={t('Roles')}
          description={t(
            'Roles is a list which defines access to the dashboard. A dashboard with roles is visible only to those roles, its owners and admins; data access is still checked through its datasets. If no roles are defined, regular access permissions apply.',
          )}
          value={form.roles}
          labelOf={(r) => r.name}
          itemOf={(o) => ({ id: Number(o.value), name: o.label })}
          onChange={(roles) => set({ roles })}
          testId="properties-roles"
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('Certified by')}
            description={t('Person or group that has certified this dashboard.')}
            value={form.certified_by}
            onChange={(e) => set({ certified_by: e.currentTarget.value })}
          />
          <TextInput
            label={t('Certification details')}
            description={t('Any additional detail to show in the certification tooltip.')}
            value={form.certification_details}
            onChange={(e) => set({ certification_details: e.currentTarget.value })}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label={t('Color scheme')}
            description={pickerHint ?? t('Every chart of the dashboard uses it for its categorical colors.')}
            data={CATEGORICAL_SCHEMES.map((s) => ({ value: s.id, label: s.label }))}
            value={typeof scheme === 'string' ? scheme : null}
            disabled={pickerHint !== undefined}
            clearable
            comboboxProps={{ withinPortal: false }}
            onChange={(v) => set({ jsonMetadata: withMetadataValue(form.jsonMetadata, 'color_scheme', v) })}
            data-testid="properties-color-scheme"
          />
          <Select
            label={t('Refresh frequency')}
            description={pickerHint}
            data={AUTO_REFRESH_CHOICES.map((c) => ({ value: String(c.value), label: t(c.label) }))}
            value={typeof refresh === 'number' ? String(refresh) : '0'}
            disabled={pickerHint !== undefined}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            onChange={(v) =>
              set({ jsonMetadata: withMetadataValue(form.jsonMetadata, 'refresh_frequency', Number(v ?? 0)) })
            }
          />
        </Group>
        <Accordion variant="contained" multiple value={sections} onChange={setSections}>
          <Accordion.Item value="css">
            <Accordion.Control>{t('CSS')}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {templates.data !== undefined && templates.data.length > 0 && (
                  <Select
                    label={t('Load a CSS template')}
                    data={templates.data.map((c) => ({ value: String(c.id), label: c.template_name }))}
                    value={null}
                    comboboxProps={{ withinPortal: false }}
                    onChange={(v) => {
                      const chosen = templates.data.find((c) => String(c.id) === v);
                      if (chosen !== undefined) set({ css: chosen.css });
                    }}
                    data-testid="properties-css-template"
                  />
                )}
                <Textarea
                  label={t('Custom CSS')}
                  rows={8}
                  ff="monospace"
                  value={form.css}
                  onChange={(e) => set({ css: e.currentTarget.value })}
                  data-testid="properties-css"
                />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="json">
            <Accordion.Control>{t('Advanced')}</Accordion.Control>
            <Accordion.Panel>
              <Textarea
                label={t('JSON metadata')}
                rows={12}
                ff="monospace"
                value={form.jsonMetadata}
                error={fieldError('json_metadata')}
                errorProps={errorProps}
                onChange={(e) => set({ jsonMetadata: e.currentTarget.value })}
                data-testid="properties-json-metadata"
              />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button loading={isSaving} onClick={() => void submit()} data-testid="properties-apply">
            {onApply === undefined ? t('Save') : t('Apply')}
          </Button>
        </Group>
      </Stack>
      {overwriteDialog}
    </Modal>
  );
}
