import { Alert, Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import type { AvailableDatabase, Database } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { AdvancedSettingsPanel } from './advanced-settings';
import type { ConnectionFormValues } from './connection-form';
import type { ParameterField } from './parameter-fields';
import { ParametersForm } from './parameters-form';
import { SshTunnelSection } from './ssh-tunnel-section';
import { UriForm } from './uri-form';
import { useConnectionState, type TestResult } from './use-connection-state';

export interface ConnectionStepProps {
  engine: AvailableDatabase;
  fields: readonly ParameterField[];
  initial: ConnectionFormValues;
  /** The database being edited, or null when connecting a new one. */
  databaseId: number | null;
  /** Back to the engine choice; only when connecting a new database. */
  onBack?: () => void;
  onClose: () => void;
  onSaved: (saved: Database) => void;
}

function TestResultAlert({ result }: { result: TestResult }): ReactNode {
  return (
    <Alert color={result.ok ? 'green' : 'red'} variant="light" role="status" data-testid="test-connection-result">
      {result.message}
    </Alert>
  );
}

/** Step 2 (and the edit form): Basic with the connection, Advanced with the database's settings. */
export function ConnectionStep(props: ConnectionStepProps): ReactNode {
  const { engine, fields, initial, databaseId, onBack, onClose, onSaved } = props;
  const t = useT();
  const state = useConnectionState({ fields, initial, databaseId, onSaved });
  const { values, errors } = state;
  const dynamic = values.method === 'dynamic_form';
  const isNew = databaseId === null;
  const [tab, setTab] = useState<string | null>('basic');
  // What a save can reject (connection, display name) is on Basic.
  const save = () => {
    setTab('basic');
    state.save();
  };

  return (
    <Stack gap="md" data-testid="connection-step">
      {isNew && <Text fw={500}>{t('Enter the required %s credentials', engine.name)}</Text>}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basic" data-testid="tab-basic">
            {t('Basic')}
          </Tabs.Tab>
          <Tabs.Tab value="advanced" data-testid="tab-advanced">
            {t('Advanced')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="md">
          <Stack gap="sm">
            {dynamic ? (
              <ParametersForm
                fields={fields}
                parameters={values.parameters}
                databaseName={values.database_name}
                errors={errors}
                onParameter={state.setParameter}
                onParameterBlur={state.blurParameter}
                onDatabaseName={state.setDatabaseName}
              />
            ) : (
              <UriForm
                databaseName={values.database_name}
                uri={values.sqlalchemy_uri}
                placeholder={engine.sqlalchemy_uri_placeholder}
                errors={errors}
                onDatabaseName={state.setDatabaseName}
                onUri={state.setUri}
              />
            )}
            {!engine.engine_information.disable_ssh_tunneling && (
              <SshTunnelSection values={values.ssh_tunnel} errors={errors} onChange={state.setSshTunnel} />
            )}
            <Group justify="space-between" align="center">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => state.switchMethod(dynamic ? 'sqlalchemy_form' : 'dynamic_form')}
                data-testid="switch-configuration-method"
              >
                {dynamic
                  ? t('Connect this database with a SQLAlchemy URI string instead')
                  : t('Connect this database using the dynamic form instead')}
              </Anchor>
              <Button variant="default" onClick={state.runTest} loading={state.testing} data-testid="test-connection">
                {t('Test connection')}
              </Button>
            </Group>
            {state.test !== null && <TestResultAlert result={state.test} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="advanced" pt="md">
          <AdvancedSettingsPanel settings={values.advanced} errors={errors} onChange={state.setAdvanced} />
        </Tabs.Panel>
      </Tabs>
      {state.general !== null && (
        <Alert color="red" variant="light" role="alert" data-testid="database-modal-error">
          {state.general}
        </Alert>
      )}
      <Group justify="flex-end">
        {onBack !== undefined ? (
          <Button variant="default" onClick={onBack} data-testid="database-modal-back">
            {t('Back')}
          </Button>
        ) : (
          <Button variant="default" onClick={onClose}>
            {t('Close')}
          </Button>
        )}
        <Button onClick={save} loading={state.saving} data-testid="database-modal-save">
          {isNew ? t('Connect') : t('Finish')}
        </Button>
      </Group>
    </Stack>
  );
}
