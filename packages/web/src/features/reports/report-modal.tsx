import { Alert, Button, Divider, Group, Modal, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { crontabIssue, type ReportSchedule, type ReportType } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { splitErrors } from '../../ui/form-errors';
import { newReportForm, reportFormOf, reportPayloadOf, type ReportForm } from './report-form';
import {
  AlertConditionSection,
  ContentSection,
  RecipientsSection,
  SettingsSection,
  type FieldErrors,
} from './report-sections';
import { reportsApi, type ReportTarget } from './reports-api';
import { ScheduleFields } from './schedule-fields';

/** The payload fields the modal can show an error beside. */
const FIELDS = [
  'name',
  'crontab',
  'timezone',
  'chart',
  'dashboard',
  'database',
  'sql',
  'validator_type',
  'validator_config_json',
  'report_format',
  'custom_width',
  'working_timeout',
  'grace_period',
  'log_retention',
  'recipients.0.recipient_config_json.target',
  'recipients.1.recipient_config_json.target',
] as const;

export interface ReportModalProps {
  /** Alert or Report; a schedule being edited keeps its own. */
  type?: ReportType;
  /** Opened from a chart's or dashboard's menu: the content is that object. Null from the list page. */
  target: ReportTarget | null;
  /** The object's name, the default report name from a menu. */
  title?: string;
  existing: ReportSchedule | null;
  onClose: (changed: boolean) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <Stack gap="xs">
      <Divider />
      <Title order={5}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * Superset's AlertReportModal (and ReportModal from a menu): general fields, the alert condition,
 * the content, the schedule, the recipients and the run settings. 'Send test now' saves the form,
 * then runs the saved schedule once (Tessera's `POST /api/v1/report/{pk}/test/`).
 */
export function ReportModal({ type = 'Report', target, title = '', existing, onClose }: ReportModalProps) {
  const t = useT();
  const [form, setForm] = useState<ReportForm>(() =>
    existing
      ? reportFormOf(existing)
      : newReportForm(
          type,
          target && {
            kind: target.kind === 'charts' ? 'chart' : 'dashboard',
            id: target.id,
            creationMethod: target.kind,
            name: t('%s report', title),
          },
        ),
  );
  const [savedId, setSavedId] = useState<number | null>(existing?.id ?? null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<{ state: string; error_message: string | null } | null>(null);
  const [changed, setChanged] = useState(false);
  const set = (patch: Partial<ReportForm>) => setForm((f) => ({ ...f, ...patch }));
  const isAlert = form.type === 'Alert';

  /** Creates or updates; the id, or null when refused (the errors are then shown). */
  const persist = async (): Promise<number | null> => {
    setErrors({});
    setGeneral(null);
    if (form.name.trim() === '') {
      setErrors({ name: t('Name is required') });
      return null;
    }
    if (crontabIssue(form.crontab) !== null) return null;
    const body = reportPayloadOf(form);
    try {
      const id = savedId === null ? (await reportsApi.create(body)).id : (await reportsApi.update(savedId, body)).id;
      setSavedId(id);
      setChanged(true);
      return id;
    } catch (err) {
      const split = splitErrors(err, FIELDS);
      setErrors(split.fields);
      setGeneral(split.general);
      return null;
    }
  };

  const save = async () => {
    setBusy('save');
    const id = await persist();
    setBusy(null);
    if (id === null) return;
    // Spec 01 §8's toasts from a menu; the list page names the kind.
    const message = target
      ? existing
        ? t('Report updated')
        : t('The report has been created')
      : isAlert
        ? existing
          ? t('Alert updated')
          : t('Alert created')
        : existing
          ? t('Report updated')
          : t('Report created');
    notifications.show({ color: 'green', message });
    onClose(true);
  };

  const test = async () => {
    setBusy('test');
    setTestResult(null);
    const id = await persist();
    if (id !== null) {
      try {
        setTestResult(await reportsApi.sendTest(id));
      } catch (err) {
        setGeneral(splitErrors(err, FIELDS).general);
      }
    }
    setBusy(null);
  };

  const editing = savedId !== null;
  const heading = target
    ? existing
      ? t('Edit email report')
      : t('Schedule a new email report')
    : isAlert
      ? editing
        ? t('Edit alert')
        : t('Add alert')
      : editing
        ? t('Edit report')
        : t('Add report');

  return (
    <Modal opened onClose={() => onClose(changed)} title={heading} size="xl">
      <Stack gap="sm" data-testid="report-modal">
        <Group grow align="flex-start">
          <TextInput
            label={isAlert ? t('Alert name') : t('Report name')}
            value={form.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors['name']}
            required
            data-testid="report-name"
          />
          <Switch
            mt={30}
            label={t('Active')}
            checked={form.active}
            onChange={(e) => set({ active: e.currentTarget.checked })}
            data-testid="report-active"
          />
        </Group>
        <Textarea
          label={t('Description')}
          value={form.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        {isAlert && (
          <Section title={t('Alert condition')}>
            <AlertConditionSection
              form={form}
              errors={errors}
              set={set}
              databaseName={existing?.database?.database_name ?? null}
            />
          </Section>
        )}
        <Section title={isAlert ? t('Alert contents') : t('Report contents')}>
          <ContentSection
            form={form}
            errors={errors}
            set={set}
            fixed={target !== null}
            knownLabels={{
              dashboard: existing?.dashboard?.dashboard_title ?? null,
              chart: existing?.chart?.slice_name ?? null,
            }}
          />
        </Section>
        <Section title={t('Schedule')}>
          <ScheduleFields
            crontab={form.crontab}
            timezone={form.timezone}
            serverError={errors['crontab'] ?? errors['timezone']}
            onChange={(next) => set(next)}
          />
        </Section>
        <Section title={t('Notification method')}>
          <RecipientsSection form={form} errors={errors} set={set} />
        </Section>
        <Section title={t('Settings')}>
          <SettingsSection form={form} errors={errors} set={set} />
        </Section>
        {general !== null && (
          <Alert color="red" role="alert" data-testid="report-error">
            {general}
          </Alert>
        )}
        {testResult !== null && (
          <Alert color={testResult.state === 'Error' ? 'red' : 'blue'} data-testid="report-test-result">
            <Text size="sm">{t('Test run: %s', t(testResult.state))}</Text>
            {testResult.error_message !== null && <Text size="sm">{testResult.error_message}</Text>}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => void test()} loading={busy === 'test'} data-testid="report-test">
            {t('Send test now')}
          </Button>
          <Group>
            <Button variant="default" onClick={() => onClose(changed)}>
              {t('Cancel')}
            </Button>
            <Button onClick={() => void save()} loading={busy === 'save'} data-testid="report-save">
              {savedId === null ? t('Add') : t('Save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
