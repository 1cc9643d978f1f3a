import { Button, Group, Modal, Radio, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReportFormat, ReportSchedule } from '@tessera/core';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import { reportsApi, type ReportTarget } from './reports-api';

const FORMATS: Record<ReportTarget['kind'], ReportFormat[]> = {
  dashboards: ['PNG', 'PDF'],
  charts: ['PNG', 'CSV', 'TEXT'],
};

const zones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? ['UTC', ...supported('timeZone').filter((z) => z !== 'UTC')] : ['UTC'];
};

export interface ReportModalProps {
  target: ReportTarget;
  /** The object's name, the default report name. */
  title: string;
  existing: ReportSchedule | null;
  onClose: (changed: boolean) => void;
}

/** Superset's ReportModal: name, description, schedule, time zone, format and the e-mail recipients. */
export function ReportModal({ target, title, existing, onClose }: ReportModalProps) {
  const t = useT();
  const recipient = existing?.recipients[0]?.recipient_config_json;
  const [name, setName] = useState(existing?.name ?? t('%s report', title));
  const [description, setDescription] = useState(existing?.description ?? '');
  const [crontab, setCrontab] = useState(existing?.crontab ?? '0 9 * * *');
  const [timezone, setTimezone] = useState(existing?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [format, setFormat] = useState<ReportFormat>(existing?.report_format ?? 'PNG');
  const [emails, setEmails] = useState(recipient ? ((JSON.parse(recipient) as { target?: string }).target ?? '') : '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    const body = {
      type: 'Report' as const,
      name,
      description,
      crontab,
      timezone,
      report_format: format,
      creation_method: target.kind,
      ...(target.kind === 'charts' ? { chart: target.id } : { dashboard: target.id }),
      recipients: [{ type: 'Email' as const, recipient_config_json: { target: emails } }],
    };
    try {
      if (existing) await reportsApi.update(existing.id, body);
      else await reportsApi.create(body);
      notifications.show({
        color: 'green',
        message: existing ? t('Report updated') : t('The report has been created'),
      });
      onClose(true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => onClose(false)}
      title={existing ? t('Edit email report') : t('Schedule a new email report')}
    >
      <Stack gap="sm" data-testid="report-modal">
        <TextInput label={t('Report name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        <Textarea
          label={t('Description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <TextInput
          label={t('Schedule (crontab)')}
          description={t('Minute, hour, day of month, month, day of week')}
          value={crontab}
          onChange={(e) => setCrontab(e.currentTarget.value)}
          data-testid="report-crontab"
        />
        <Select
          label={t('Timezone')}
          data={zones()}
          value={timezone}
          onChange={(v) => v && setTimezone(v)}
          searchable
        />
        <Radio.Group label={t('Message content')} value={format} onChange={(v) => setFormat(v as ReportFormat)}>
          <Group mt="xs">
            {FORMATS[target.kind].map((f) => (
              <Radio key={f} value={f} label={f === 'TEXT' ? t('Text embedded in email') : f} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t('Email recipients')}
          description={t('Separate addresses with commas')}
          value={emails}
          onChange={(e) => setEmails(e.currentTarget.value)}
          data-testid="report-recipients"
        />
        {error !== null && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
            {error}
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} data-testid="report-save">
            {existing ? t('Save') : t('Add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
