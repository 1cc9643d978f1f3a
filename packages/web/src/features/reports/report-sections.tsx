import { Checkbox, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { reportFormatsFor, type ReportFormat } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT, type TranslateFn } from '../../i18n';
import { RemoteSelect } from './remote-select';
import { ALERT_CONDITIONS, withContentKind, type AlertCondition, type ReportForm } from './report-form';
import { reportOptionsApi } from './reports-api';

/** Code fields type in the theme's monospace font; their labels stay in the body font. */
export const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

/** Field errors by payload field (`sql`, `recipients.0.recipient_config_json.target`, …). */
export type FieldErrors = Partial<Record<string, string>>;

export interface SectionProps {
  form: ReportForm;
  errors: FieldErrors;
  set: (patch: Partial<ReportForm>) => void;
}

/** Superset's 'Alert condition': database, SQL returning one value, and the condition on it. */
export function AlertConditionSection({
  form,
  errors,
  set,
  databaseName,
}: SectionProps & { databaseName: string | null }): ReactNode {
  const t = useT();
  const labels: Record<AlertCondition, string> = {
    '<': t('< (Smaller than)'),
    '<=': t('<= (Smaller or equal)'),
    '>': t('> (Larger than)'),
    '>=': t('>= (Larger or equal)'),
    '==': t('== (Is equal)'),
    '!=': t('!= (Is not equal)'),
    'not null': t('Not null'),
  };
  return (
    <Stack gap="xs" data-testid="alert-condition">
      <RemoteSelect
        label={t('Database')}
        kind="databases"
        load={reportOptionsApi.databases}
        value={form.database}
        knownLabel={databaseName}
        onChange={(database) => set({ database })}
        error={errors['database']}
        required
        testId="alert-database"
      />
      <Textarea
        label={t('SQL query')}
        description={t('The query must return a single value (one row, one column)')}
        value={form.sql}
        onChange={(e) => set({ sql: e.currentTarget.value })}
        rows={6}
        styles={MONO}
        spellCheck={false}
        error={errors['sql']}
        required
        data-testid="alert-sql"
      />
      <Group grow>
        <Select
          label={t('Trigger alert if…')}
          data={ALERT_CONDITIONS.map((c) => ({ value: c, label: labels[c] }))}
          value={form.condition}
          allowDeselect={false}
          onChange={(v) => v && set({ condition: v as AlertCondition })}
          error={errors['validator_type']}
          data-testid="alert-condition-op"
        />
        <TextInput
          label={t('Value')}
          value={form.condition === 'not null' ? '' : form.threshold}
          disabled={form.condition === 'not null'}
          inputMode="decimal"
          onChange={(e) => set({ threshold: e.currentTarget.value })}
          error={errors['validator_config_json']}
          data-testid="alert-threshold"
        />
      </Group>
    </Stack>
  );
}

const formatLabel = (t: TranslateFn, f: ReportFormat): string =>
  f === 'TEXT' ? t('Text embedded in email') : t('Send as %s', f);

/** What is sent: a dashboard or a chart (fixed when opened from its menu), its format and rendering. */
export function ContentSection({
  form,
  errors,
  set,
  fixed,
  knownLabels,
}: SectionProps & { fixed: boolean; knownLabels: { dashboard: string | null; chart: string | null } }): ReactNode {
  const t = useT();
  const image = form.format === 'PNG' || form.format === 'PDF';
  return (
    <Stack gap="xs" data-testid="report-content">
      {!fixed && (
        <Radio.Group
          label={t('Content type')}
          value={form.contentKind}
          onChange={(v) => set(withContentKind(form, v === 'chart' ? 'chart' : 'dashboard'))}
        >
          <Group mt={4}>
            <Radio value="dashboard" label={t('Dashboard')} data-testid="content-dashboard" />
            <Radio value="chart" label={t('Chart')} data-testid="content-chart" />
          </Group>
        </Radio.Group>
      )}
      {!fixed && form.contentKind === 'dashboard' && (
        <RemoteSelect
          label={t('Select dashboard')}
          kind="dashboards"
          load={reportOptionsApi.dashboards}
          value={form.dashboard}
          knownLabel={knownLabels.dashboard}
          onChange={(dashboard) => set({ dashboard })}
          error={errors['dashboard'] ?? errors['chart']}
          required
          testId="content-dashboard-select"
        />
      )}
      {!fixed && form.contentKind === 'chart' && (
        <RemoteSelect
          label={t('Select chart')}
          kind="charts"
          load={reportOptionsApi.charts}
          value={form.chart}
          knownLabel={knownLabels.chart}
          onChange={(chart) => set({ chart })}
          error={errors['chart']}
          required
          testId="content-chart-select"
        />
      )}
      <Radio.Group
        label={t('Message content')}
        value={form.format}
        onChange={(v) => set({ format: v as ReportFormat })}
        error={errors['report_format']}
      >
        <Group mt={4}>
          {reportFormatsFor(form.contentKind).map((f) => (
            <Radio key={f} value={f} label={formatLabel(t, f)} data-testid={`report-format-${f}`} />
          ))}
        </Group>
      </Radio.Group>
      {image && (
        <Group grow align="flex-end">
          <TextInput
            label={t('Screenshot width')}
            description={t('Pixels, 600 to 2400; empty for the default')}
            value={form.customWidth}
            inputMode="numeric"
            onChange={(e) => set({ customWidth: e.currentTarget.value })}
            error={errors['custom_width']}
          />
          {form.contentKind === 'chart' && (
            <Checkbox
              label={t('Ignore cache when generating report')}
              checked={form.forceScreenshot}
              onChange={(e) => set({ forceScreenshot: e.currentTarget.checked })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}

const RECIPIENT = 'recipients.0.recipient_config_json.target';

/** E-mail (to, cc, bcc) and a webhook; either or both. */
export function RecipientsSection({ form, errors, set }: SectionProps): ReactNode {
  const t = useT();
  const hasEmail = form.emailTo !== '' || form.emailCc !== '' || form.emailBcc !== '';
  const webhookIndex = hasEmail ? 1 : 0;
  return (
    <Stack gap="xs" data-testid="report-recipients-section">
      <TextInput
        label={t('Email recipients')}
        description={t('Separate addresses with commas')}
        value={form.emailTo}
        onChange={(e) => set({ emailTo: e.currentTarget.value })}
        error={hasEmail ? errors[RECIPIENT] : undefined}
        data-testid="report-recipients"
      />
      <SimpleGrid cols={2}>
        <TextInput
          label={t('CC recipients')}
          value={form.emailCc}
          onChange={(e) => set({ emailCc: e.currentTarget.value })}
        />
        <TextInput
          label={t('BCC recipients')}
          value={form.emailBcc}
          onChange={(e) => set({ emailBcc: e.currentTarget.value })}
        />
      </SimpleGrid>
      <TextInput
        label={t('Webhook URL')}
        placeholder="https://"
        value={form.webhook}
        onChange={(e) => set({ webhook: e.currentTarget.value })}
        error={errors[`recipients.${webhookIndex}.recipient_config_json.target`]}
        data-testid="report-webhook"
      />
    </Stack>
  );
}

const seconds = (text: string): number | string => (text === '' ? '' : Number(text));

/** Working timeout, grace period (alerts) and log retention. */
export function SettingsSection({ form, errors, set }: SectionProps): ReactNode {
  const t = useT();
  const numberField = (label: string, key: 'workingTimeout' | 'gracePeriod', field: string, testId: string) => (
    <NumberInput
      label={label}
      min={1}
      value={seconds(form[key])}
      onChange={(v) => set({ [key]: String(v) })}
      error={errors[field]}
      data-testid={testId}
    />
  );
  return (
    <SimpleGrid cols={3} data-testid="report-settings">
      <Select
        label={t('Log retention')}
        data={[
          { value: '0', label: t('None') },
          { value: '30', label: t('%s days', 30) },
          { value: '60', label: t('%s days', 60) },
          { value: '90', label: t('%s days', 90) },
        ]}
        value={form.logRetention}
        allowDeselect={false}
        onChange={(v) => v && set({ logRetention: v })}
        error={errors['log_retention']}
      />
      {numberField(t('Working timeout (seconds)'), 'workingTimeout', 'working_timeout', 'report-working-timeout')}
      {form.type === 'Alert' &&
        numberField(t('Grace period (seconds)'), 'gracePeriod', 'grace_period', 'report-grace-period')}
    </SimpleGrid>
  );
}
