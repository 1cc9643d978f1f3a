import { Accordion, Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { AdvancedSettings } from './connection-form';
import type { FieldErrors } from './connection-validation';

export interface AdvancedSettingsProps {
  settings: AdvancedSettings;
  errors: FieldErrors;
  onChange: (patch: Partial<AdvancedSettings>) => void;
}

type Flag = Exclude<keyof AdvancedSettings, 'cache_timeout' | 'force_ctas_schema'>;

/**
 * Superset's Advanced tab, limited to what the database write schema accepts (no impersonation or
 * secure extra: the server has no such settings). As in Superset's ExtraOptions, the CTAS/CVAS
 * schema is asked for only once CREATE TABLE AS or CREATE VIEW AS is allowed.
 */
export function AdvancedSettingsPanel({ settings, errors, onChange }: AdvancedSettingsProps): ReactNode {
  const t = useT();
  const flag = (name: Flag, label: string, description: string): ReactNode => (
    <Checkbox
      label={label}
      description={description}
      checked={settings[name]}
      onChange={(event) => onChange({ [name]: event.currentTarget.checked })}
      data-testid={`advanced-${name}`}
    />
  );
  const section = (value: string, title: string, subtitle: string, body: ReactNode): ReactNode => (
    <Accordion.Item value={value}>
      <Accordion.Control data-testid={`advanced-section-${value}`}>
        <Text fw={500}>{title}</Text>
        <Text size="xs" c="dimmed">
          {subtitle}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">{body}</Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
  return (
    <Accordion multiple variant="separated" data-testid="advanced-settings">
      {section(
        'sql-lab',
        t('SQL Lab'),
        t('Adjust how this database will interact with SQL Lab.'),
        <>
          {flag('expose_in_sqllab', t('Expose database in SQL Lab'), t('Allow this database to be queried in SQL Lab'))}
          {flag('allow_ctas', t('Allow CREATE TABLE AS'), t('Allow creation of new tables based on queries'))}
          {flag('allow_cvas', t('Allow CREATE VIEW AS'), t('Allow creation of new views based on queries'))}
          {(settings.allow_ctas || settings.allow_cvas) && (
            <TextInput
              label={t('CTAS & CVAS SCHEMA')}
              description={t(
                'Force all tables and views to be created in this schema when clicking CTAS or CVAS in SQL Lab.',
              )}
              value={settings.force_ctas_schema ?? ''}
              maxLength={250}
              error={errors['force_ctas_schema']}
              onChange={(event) => onChange({ force_ctas_schema: event.currentTarget.value.trim() || null })}
              data-testid="advanced-force_ctas_schema"
            />
          )}
          {flag(
            'allow_dml',
            t('Allow DML'),
            t('Allow manipulation of the database using non-SELECT statements such as UPDATE, DELETE, CREATE, etc.'),
          )}
        </>,
      )}
      {section(
        'performance',
        t('Performance'),
        t('Adjust performance settings of this database.'),
        <>
          <NumberInput
            label={t('Chart cache timeout')}
            description={t(
              'Duration (in seconds) of the caching timeout for charts of this database. A timeout of 0 indicates that the cache never expires, and -1 bypasses the cache. Note this defaults to the global timeout if undefined.',
            )}
            value={settings.cache_timeout ?? ''}
            min={-1}
            allowDecimal={false}
            error={errors['cache_timeout']}
            onChange={(value) => onChange({ cache_timeout: typeof value === 'number' ? value : null })}
            data-testid="advanced-cache_timeout"
          />
          {flag(
            'allow_run_async',
            t('Asynchronous query execution'),
            t(
              'Operate the database in asynchronous mode: queries run on background workers instead of in the web request.',
            ),
          )}
        </>,
      )}
      {section(
        'security',
        t('Security'),
        t('Add extra connection information.'),
        flag(
          'allow_file_upload',
          t('Allow file uploads to database'),
          t('Allow uploading CSV, Excel and columnar files to this database.'),
        ),
      )}
    </Accordion>
  );
}
