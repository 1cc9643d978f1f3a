import { Alert, Loader, Modal } from '@mantine/core';
import type { AvailableDatabase, Database } from '@tessera/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import { formFromDatabase, newConnectionForm } from './connection-form';
import { ConnectionStep } from './connection-step';
import { databaseConnectionApi } from './database-connection-api';
import { databaseConnectionKeys } from './query-keys';
import { EngineStep } from './engine-step';
import { parameterFields } from './parameter-fields';

export interface DatabaseModalProps {
  opened: boolean;
  /** The database to edit, or null to connect a new one. */
  databaseId: number | null;
  onClose: () => void;
  /** After a successful create or update (the modal then closes). */
  onSaved?: (saved: Database) => void;
}

/** Superset's DatabaseModal: choose an engine, describe the connection, test it, connect; or edit one. */
export function DatabaseModal(props: DatabaseModalProps): ReactNode {
  // Mounted per opening, so every opening starts from the server's state.
  return props.opened ? <DatabaseDialog {...props} /> : null;
}

interface StepProps {
  engine: AvailableDatabase;
  database: Database | null;
  onBack?: () => void;
  onClose: () => void;
  onSaved: (saved: Database) => void;
}

function Step({ engine, database, onBack, onClose, onSaved }: StepProps): ReactNode {
  const fields = useMemo(() => parameterFields(engine.parameters), [engine]);
  const initial = useMemo(
    () => (database === null ? newConnectionForm(engine, fields) : formFromDatabase(database, engine.engine, fields)),
    [database, engine, fields],
  );
  return (
    <ConnectionStep
      engine={engine}
      fields={fields}
      initial={initial}
      databaseId={database?.id ?? null}
      onBack={onBack}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function DatabaseDialog({ databaseId, onClose, onSaved }: DatabaseModalProps): ReactNode {
  const t = useT();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<AvailableDatabase | null>(null);
  const engines = useQuery({
    queryKey: databaseConnectionKeys.available,
    queryFn: ({ signal }) => databaseConnectionApi.available(signal),
    staleTime: 5 * 60_000,
  });
  const detail = useQuery({
    queryKey: databaseConnectionKeys.detail(databaseId ?? 0),
    queryFn: ({ signal }) => databaseConnectionApi.detail(databaseId ?? 0, signal),
    enabled: databaseId !== null,
    gcTime: 0,
  });
  const saved = (database: Database) => {
    void client.invalidateQueries({ queryKey: databaseConnectionKeys.detail(database.id) });
    onSaved?.(database);
    onClose();
  };

  const body = (): ReactNode => {
    const failure = engines.error ?? detail.error;
    if (failure !== null) {
      return (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(failure)}
        </Alert>
      );
    }
    if (engines.data === undefined || (databaseId !== null && detail.data === undefined)) {
      return <Loader size="sm" aria-label={t('Loading')} />;
    }
    if (databaseId === null) {
      if (chosen === null) return <EngineStep engines={engines.data} onSelect={setChosen} />;
      return (
        <Step
          key={chosen.engine}
          engine={chosen}
          database={null}
          onBack={() => setChosen(null)}
          onClose={onClose}
          onSaved={saved}
        />
      );
    }
    const database = detail.data ?? null;
    const engine = engines.data.find((item) => item.engine === database?.backend);
    if (database === null || engine === undefined) {
      return (
        <Alert color="red" variant="light" role="alert">
          {t('This database uses an engine this server does not support: %s', database?.backend ?? '')}
        </Alert>
      );
    }
    return <Step engine={engine} database={database} onClose={onClose} onSaved={saved} />;
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={databaseId === null ? t('Connect a database') : t('Edit database')}
      size="lg"
      closeOnClickOutside={false}
      data-testid="database-modal"
    >
      {body()}
    </Modal>
  );
}
