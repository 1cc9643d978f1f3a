import { Fieldset, JsonInput, Stack, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { isJsonObjectText } from './certification';
import { CertificationFields } from './certification-fields';
import type { EditorState, SettingsPatch } from './editor-state';
import { isIntegerText } from './editor-validation';
import type { OwnerLike } from './owners';
import { OwnersSelect } from './owners-select';

export interface SettingsTabProps {
  state: EditorState;
  initialOwners: readonly OwnerLike[];
  onChange: (patch: SettingsPatch) => void;
}

/** Dataset-wide settings; the SQL only for virtual datasets. */
export function SettingsTab({ state, initialOwners, onChange }: SettingsTabProps): ReactNode {
  const t = useT();
  return (
    <Stack gap="md">
      {state.kind === 'virtual' && (
        <Textarea
          label={t('SQL')}
          description={t('The query this virtual dataset is defined by')}
          value={state.sql}
          onChange={(event) => onChange({ sql: event.currentTarget.value })}
          resize="vertical"
          rows={8}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={state.sql.trim() === '' ? t('cannot be empty') : undefined}
        />
      )}
      <Textarea
        label={t('Description')}
        value={state.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        resize="vertical"
        rows={2}
      />
      <TextInput
        label={t('Default URL')}
        description={t('Default URL to redirect to when accessing from the dataset list page')}
        value={state.default_endpoint}
        onChange={(event) => onChange({ default_endpoint: event.currentTarget.value })}
      />
      <TextInput
        label={t('Cache timeout')}
        description={t(
          'The duration of time in seconds before the cache is invalidated. Set to -1 to bypass the cache.',
        )}
        inputMode="numeric"
        value={state.cache_timeout}
        onChange={(event) => onChange({ cache_timeout: event.currentTarget.value })}
        error={isIntegerText(state.cache_timeout) ? undefined : t('is expected to be an integer')}
      />
      <Fieldset legend={t('Certification')} variant="filled">
        <Stack gap="sm">
          <CertificationFields value={state} onChange={onChange} />
          <Textarea
            label={t('Warning')}
            description={t('Warning message to display in the metadata (Markdown)')}
            value={state.warning_markdown}
            onChange={(event) => onChange({ warning_markdown: event.currentTarget.value })}
            resize="vertical"
            rows={2}
          />
        </Stack>
      </Fieldset>
      <OwnersSelect value={state.owners} initialOwners={initialOwners} onChange={(owners) => onChange({ owners })} />
      <JsonInput
        label={t('Extra')}
        description={t('Extra data to specify table metadata, as a JSON object')}
        value={state.extra}
        onChange={(extra) => onChange({ extra })}
        resize="vertical"
        rows={5}
        formatOnBlur
        error={isJsonObjectText(state.extra) ? undefined : t('Extra must be a JSON object')}
      />
    </Stack>
  );
}
