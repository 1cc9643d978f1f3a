import { Alert, Anchor, Button, FileInput, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { schemasAllowedForFileUpload, type UploadType } from '@tessera/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import { uploadApi } from './upload-api';
import { UploadOptionsTabs } from './upload-options-tabs';
import { acceptFor, defaultUploadOptions, previewLines, uploadFormData, type UploadOptions } from './upload-request';

export interface UploadModalProps {
  type: UploadType;
  onClose: () => void;
  /** Preselects the database (opened from a row of the database list). */
  databaseId?: number;
}

const PREVIEW_BYTES = 64 * 1024;

/**
 * Superset's UploadDataModal: pick a database that allows uploads, a schema and a file, adjust the
 * reader's options, then the server creates the table and its dataset.
 */
export function UploadModal({ type, onClose, databaseId }: UploadModalProps): ReactNode {
  const t = useT();
  const [options, setOptions] = useState<UploadOptions>(() => defaultUploadOptions(type));
  const [database, setDatabase] = useState<number | null>(databaseId ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string[][]>([]);
  const set = <K extends keyof UploadOptions>(key: K, value: UploadOptions[K]): void =>
    setOptions((o) => ({ ...o, [key]: value }));

  const databases = useQuery({
    queryKey: ['upload', 'databases'],
    queryFn: ({ signal }) => uploadApi.databases(signal),
  });
  const chosen = databases.data?.result.find((d) => d.id === database) ?? null;
  const schemas = useQuery({
    queryKey: ['upload', 'schemas', database],
    queryFn: ({ signal }) => uploadApi.schemas(database ?? 0, signal),
    enabled: database !== null,
  });
  const allowed = chosen === null ? [] : schemasAllowedForFileUpload(chosen.extra);
  const schemaChoices = (schemas.data?.result ?? []).filter((s) => allowed.length === 0 || allowed.includes(s));
  const metadata = useQuery({
    queryKey: [
      'upload',
      'metadata',
      type,
      file?.name,
      file?.size,
      file?.lastModified,
      options.delimiter,
      options.headerRow,
    ],
    queryFn: () => uploadApi.metadata(type, file as File, options.delimiter, options.headerRow),
    enabled: file !== null,
    retry: false,
  });
  const sheets = metadata.data?.result.items ?? [];
  const sheet = sheets.find((s) => s.sheet_name === options.sheetName) ?? sheets[0];
  const columns = sheet?.column_names ?? [];
  const sheetNames = sheets.map((s) => s.sheet_name ?? '');

  const chooseFile = (f: File | null): void => {
    setFile(f);
    setPreview([]);
    if (f !== null && type === 'csv') {
      void f
        .slice(0, PREVIEW_BYTES)
        .text()
        .then((text) => setPreview(previewLines(text, options.delimiter)));
    }
    if (f !== null && options.tableName === '') set('tableName', f.name.replace(/\.[^.]+$/, ''));
  };

  const upload = useMutation({
    mutationFn: () => uploadApi.upload(database ?? 0, uploadFormData(options, file as File)),
  });
  const title = type === 'csv' ? t('CSV upload') : type === 'excel' ? t('Excel upload') : t('Columnar upload');

  if (upload.isSuccess) {
    const { dataset_id, table_name } = upload.data.result;
    return (
      <Modal opened onClose={onClose} title={title} size="lg">
        <Stack>
          <Alert color="teal" data-testid="upload-done">
            {t('Data imported: table %s and its dataset were created.', table_name)}
          </Alert>
          <Group justify="flex-end">
            <Anchor
              component={Link}
              to={`/explore/?dataset_id=${dataset_id}`}
              onClick={onClose}
              data-testid="upload-explore"
            >
              {t('Explore the dataset')}
            </Anchor>
            <Button variant="default" onClick={onClose}>
              {t('Close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title={title} size="xl" data-testid="upload-modal">
      <Stack>
        {databases.isSuccess && databases.data.result.length === 0 && (
          <Alert color="yellow" data-testid="upload-no-database">
            {t('No database allows file uploads. Enable "Allow file uploads to database" in its settings.')}
          </Alert>
        )}
        <Group grow>
          <Select
            label={t('Database')}
            required
            data={(databases.data?.result ?? []).map((d) => ({ value: String(d.id), label: d.database_name }))}
            value={database === null ? null : String(database)}
            onChange={(v) => {
              setDatabase(v === null ? null : Number(v));
              set('schema', null);
            }}
            error={databases.error ? errorMessage(databases.error) : undefined}
            data-testid="upload-database"
          />
          <Select
            label={t('Schema')}
            data={schemaChoices}
            value={options.schema}
            onChange={(v) => set('schema', v)}
            disabled={database === null}
            data-testid="upload-schema"
          />
        </Group>
        <FileInput
          label={t('File')}
          required
          accept={acceptFor(type)}
          value={file}
          onChange={chooseFile}
          placeholder={t('Select a file (%s)', acceptFor(type))}
          data-testid="upload-file"
        />
        <TextInput
          label={t('Table name')}
          required
          value={options.tableName}
          onChange={(e) => set('tableName', e.currentTarget.value)}
          data-testid="upload-table-name"
        />
        {metadata.error && <Alert color="red">{errorMessage(metadata.error)}</Alert>}
        {columns.length > 0 && (
          <Text size="sm" data-testid="upload-columns">
            {t('Columns: %s', columns.join(', '))}
          </Text>
        )}
        {preview.length > 0 && (
          <Table withTableBorder striped fz="xs" data-testid="upload-preview">
            <Table.Tbody>
              {preview.map((row, i) => (
                <Table.Tr key={i}>
                  {row.map((cell, j) => (
                    <Table.Td key={j}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <UploadOptionsTabs type={type} options={options} set={set} columns={columns} sheets={sheetNames} />
        {upload.error && (
          <Alert color="red" data-testid="upload-error">
            {errorMessage(upload.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button
            onClick={() => upload.mutate()}
            loading={upload.isPending}
            disabled={database === null || file === null || options.tableName.trim() === ''}
            data-testid="upload-submit"
          >
            {t('Upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
