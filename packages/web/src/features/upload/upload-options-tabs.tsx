import { Checkbox, Group, MultiSelect, NumberInput, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { UPLOAD_ALREADY_EXISTS, type UploadType } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { UploadOptions } from './upload-request';

export interface UploadOptionsTabsProps {
  type: UploadType;
  options: UploadOptions;
  set: <K extends keyof UploadOptions>(key: K, value: UploadOptions[K]) => void;
  /** The file's column names (from upload_metadata), offered by the column pickers. */
  columns: string[];
  /** The Excel file's sheet names. */
  sheets: string[];
}

/** Superset's upload modal sections: file settings, columns and rows, each showing what the type's reader takes. */
export function UploadOptionsTabs({ type, options, set, columns, sheets }: UploadOptionsTabsProps): ReactNode {
  const t = useT();
  const columnSelect = (label: string, value: string[], onChange: (v: string[]) => void, testId: string) => (
    <MultiSelect
      label={label}
      data={columns}
      value={value}
      onChange={onChange}
      searchable
      clearable
      data-testid={testId}
    />
  );
  return (
    <Tabs defaultValue="file">
      <Tabs.List>
        <Tabs.Tab value="file">{t('File settings')}</Tabs.Tab>
        <Tabs.Tab value="columns">{t('Columns')}</Tabs.Tab>
        <Tabs.Tab value="rows">{t('Rows')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="file" pt="sm">
        <Stack gap="xs">
          <Select
            label={t('If table already exists')}
            data={UPLOAD_ALREADY_EXISTS.map((v) => ({
              value: v,
              label: v === 'fail' ? t('Fail') : v === 'replace' ? t('Replace') : t('Append'),
            }))}
            value={options.alreadyExists}
            onChange={(v) => set('alreadyExists', (v ?? 'fail') as UploadOptions['alreadyExists'])}
            allowDeselect={false}
            data-testid="upload-already-exists"
          />
          {type === 'csv' && (
            <TextInput
              label={t('Delimiter')}
              value={options.delimiter}
              onChange={(e) => set('delimiter', e.currentTarget.value)}
              data-testid="upload-delimiter"
            />
          )}
          {type === 'excel' && (
            <Select
              label={t('Sheet name')}
              data={sheets}
              value={options.sheetName}
              onChange={(v) => set('sheetName', v)}
            />
          )}
          {type !== 'columnar' && (
            <>
              <TextInput
                label={t('Decimal character')}
                value={options.decimalCharacter}
                maxLength={1}
                onChange={(e) => set('decimalCharacter', e.currentTarget.value)}
              />
              <TextInput
                label={t('Null values')}
                description={t('Comma-separated values to read as null')}
                value={options.nullValues}
                onChange={(e) => set('nullValues', e.currentTarget.value)}
              />
              <Checkbox
                label={t('Day first (25/12/2020 is the 25th of December)')}
                checked={options.dayFirst}
                onChange={(e) => set('dayFirst', e.currentTarget.checked)}
              />
            </>
          )}
          {type === 'csv' && (
            <>
              <Checkbox
                label={t('Skip blank lines')}
                checked={options.skipBlankLines}
                onChange={(e) => set('skipBlankLines', e.currentTarget.checked)}
              />
              <Checkbox
                label={t('Skip spaces after delimiter')}
                checked={options.skipInitialSpace}
                onChange={(e) => set('skipInitialSpace', e.currentTarget.checked)}
              />
            </>
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="columns" pt="sm">
        <Stack gap="xs">
          {type !== 'columnar' &&
            columnSelect(
              t('Columns to be parsed as dates'),
              options.columnDates,
              (v) => set('columnDates', v),
              'upload-column-dates',
            )}
          {columnSelect(t('Columns to read'), options.columnsRead, (v) => set('columnsRead', v), 'upload-columns-read')}
          {type !== 'columnar' && (
            <TextInput
              label={t('Column data types')}
              description={t('A JSON object of column name to type, e.g. {"id": "int64"}')}
              value={options.columnDataTypes}
              onChange={(e) => set('columnDataTypes', e.currentTarget.value)}
            />
          )}
          <Select
            label={t('Index column')}
            data={columns}
            value={options.indexColumn}
            onChange={(v) => set('indexColumn', v)}
            clearable
          />
          <Checkbox
            label={t('Write the index as a column')}
            checked={options.dataframeIndex}
            onChange={(e) => set('dataframeIndex', e.currentTarget.checked)}
          />
          {options.dataframeIndex && (
            <TextInput
              label={t('Index label')}
              value={options.indexLabel}
              onChange={(e) => set('indexLabel', e.currentTarget.value)}
            />
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="rows" pt="sm">
        <Group grow>
          <NumberInput
            label={t('Header row')}
            min={0}
            value={options.headerRow}
            onChange={(v) => set('headerRow', typeof v === 'number' ? v : 0)}
          />
          <NumberInput
            label={t('Rows to skip')}
            min={0}
            value={options.skipRows}
            onChange={(v) => set('skipRows', typeof v === 'number' ? v : 0)}
          />
          <NumberInput
            label={t('Rows to read')}
            min={1}
            value={options.rowsToRead ?? ''}
            onChange={(v) => set('rowsToRead', typeof v === 'number' ? v : null)}
          />
        </Group>
      </Tabs.Panel>
    </Tabs>
  );
}
