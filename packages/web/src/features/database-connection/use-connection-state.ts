import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Database } from '@tessera/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage, isApiRequestError } from '../../api/client';
import { useT } from '../../i18n';
import {
  createBody,
  testConnectionBody,
  updateBody,
  validateParametersBody,
  type AdvancedSettings,
  type ConfigurationMethod,
  type ConnectionFormValues,
} from './connection-form';
import {
  hasErrors,
  parameterErrors,
  requiredErrors,
  serverErrors,
  withParameterErrors,
  type FieldErrors,
} from './connection-validation';
import { databaseConnectionApi } from './database-connection-api';
import type { ParameterField } from './parameter-fields';
import type { SshTunnelFormValues } from './ssh-tunnel-form';
import { useSingleFlight } from '../../ui/use-single-flight';

const SSH_PREFIX = 'ssh_tunnel.';

/** Leaving a field waits this long for the next one before asking the server, as Superset does. */
export const VALIDATE_DEBOUNCE_MS = 300;

export interface TestResult {
  ok: boolean;
  message: string;
}

export interface ConnectionStateOptions {
  fields: readonly ParameterField[];
  initial: ConnectionFormValues;
  /** The database being edited, or null for a new one. */
  databaseId: number | null;
  onSaved: (saved: Database) => void;
}

export interface ConnectionState {
  values: ConnectionFormValues;
  errors: FieldErrors;
  /** A failure that names no field. */
  general: string | null;
  test: TestResult | null;
  testing: boolean;
  saving: boolean;
  setParameter: (name: string, value: string) => void;
  /** Marks the field visited and validates it (required at once, the server after a pause). */
  blurParameter: (name: string) => void;
  setDatabaseName: (value: string) => void;
  setUri: (value: string) => void;
  setAdvanced: (patch: Partial<AdvancedSettings>) => void;
  setSshTunnel: (patch: Partial<SshTunnelFormValues>) => void;
  switchMethod: (method: ConfigurationMethod) => void;
  runTest: () => void;
  save: () => void;
}

/** The connection form's values, its per-field errors and its test and save requests. */
export const useConnectionState = ({
  fields,
  initial,
  databaseId,
  onSaved,
}: ConnectionStateOptions): ConnectionState => {
  const t = useT();
  const [values, setValues] = useState<ConnectionFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [test, setTest] = useState<TestResult | null>(null);
  // Read by the debounced and async checks, which must see the latest values.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const touched = useRef(new Set<string>());
  const validation = useRef(0);

  const update = (next: ConnectionFormValues, field: string | null) => {
    valuesRef.current = next;
    setValues(next);
    setTest(null);
    if (field !== null) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** validate_parameters' verdict on the parameters; a 422 lists missing and invalid ones. */
  const checkOnServer = async (current: ConnectionFormValues, showMissing: (field: string) => boolean) => {
    try {
      await databaseConnectionApi.validateParameters(validateParametersBody(current, fields));
      return {};
    } catch (error) {
      if (isApiRequestError(error) && error.status === 422) return parameterErrors(error.errors, showMissing, t);
      throw error;
    }
  };

  const validateLater = useDebouncedCallback(() => {
    const current = valuesRef.current;
    if (current.method !== 'dynamic_form') return;
    const request = ++validation.current;
    checkOnServer(current, (field) => touched.current.has(field)).then(
      (found) => {
        if (request === validation.current) setErrors((previous) => withParameterErrors(previous, fields, found));
      },
      // While typing, a failed check says nothing about the fields; Connect reports it.
      () => undefined,
    );
  }, VALIDATE_DEBOUNCE_MS);

  /** Required fields, then (for the parameter form) the server; false when something is shown to fix. */
  const ready = async (needsName: boolean): Promise<boolean> => {
    const current = valuesRef.current;
    const missing = requiredErrors(current, fields, t);
    if (!needsName) delete missing['database_name'];
    if (hasErrors(missing)) {
      setErrors((previous) => ({ ...previous, ...missing }));
      return false;
    }
    if (current.method !== 'dynamic_form') return true;
    validation.current += 1;
    const found = await checkOnServer(current, () => true);
    setErrors((previous) => withParameterErrors(previous, fields, found));
    return !hasErrors(found);
  };

  const testMutation = useMutation({
    mutationFn: async () => {
      setTest(null);
      if (!(await ready(false))) return null;
      return databaseConnectionApi.testConnection(testConnectionBody(valuesRef.current, fields, databaseId));
    },
    onSuccess: (answer) => {
      if (answer !== null) setTest({ ok: true, message: t('Connection looks good!') });
    },
    onError: (error) => setTest({ ok: false, message: errorMessage(error) }),
  });

  const saveMutation = useMutation({
    mutationFn: async () => {
      setGeneral(null);
      if (!(await ready(true))) return null;
      const current = valuesRef.current;
      return databaseId === null
        ? databaseConnectionApi.create(createBody(current, fields))
        : databaseConnectionApi.update(databaseId, updateBody(current, fields));
    },
    onSuccess: (answer) => {
      if (answer === null) return;
      notifications.show({
        color: 'green',
        message: databaseId === null ? t('Database connected') : t('Database settings updated'),
      });
      onSaved(answer.result);
    },
    onError: (error) => {
      const split = serverErrors(error, fields);
      setErrors((previous) => ({ ...previous, ...split.fields }));
      setGeneral(split.general);
    },
  });

  const connect = useSingleFlight(() => saveMutation.mutateAsync());

  return {
    values,
    errors,
    general,
    test,
    testing: testMutation.isPending,
    saving: saveMutation.isPending,
    setParameter: (name, value) => {
      // A check still in flight judged the old values; its answer must not bring errors back.
      validation.current += 1;
      update({ ...valuesRef.current, parameters: { ...valuesRef.current.parameters, [name]: value } }, name);
    },
    blurParameter: (name) => {
      touched.current.add(name);
      const missing = requiredErrors(valuesRef.current, fields, t)[name];
      if (missing !== undefined) setErrors((previous) => ({ ...previous, [name]: missing }));
      validateLater();
    },
    setDatabaseName: (value) => update({ ...valuesRef.current, database_name: value }, 'database_name'),
    setUri: (value) => update({ ...valuesRef.current, sqlalchemy_uri: value }, 'sqlalchemy_uri'),
    setAdvanced: (patch) =>
      update(
        { ...valuesRef.current, advanced: { ...valuesRef.current.advanced, ...patch } },
        'cache_timeout' in patch ? 'cache_timeout' : null,
      ),
    setSshTunnel: (patch) => {
      update({ ...valuesRef.current, ssh_tunnel: { ...valuesRef.current.ssh_tunnel, ...patch } }, null);
      // An edited field loses its error; switching the tunnel off or the login method clears them all.
      const all = patch.enabled === false || patch.login !== undefined;
      const kept = (name: string) =>
        !name.startsWith(SSH_PREFIX) || (!all && !Object.hasOwn(patch, name.slice(SSH_PREFIX.length)));
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => kept(name))));
    },
    switchMethod: (method) => {
      validation.current += 1;
      update({ ...valuesRef.current, method }, null);
      setErrors({});
      setGeneral(null);
    },
    runTest: () => testMutation.mutate(),
    save: connect,
  };
};
