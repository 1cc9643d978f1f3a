import { Button, Checkbox, Popover, Radio, Select, Stack, TextInput } from '@mantine/core';
import {
  DEFAULT_LAT_LONG_CONFIG,
  latLongLabel,
  readLatLongConfig,
  validateLatLong,
  type LatLongConfig,
  type LatLongType,
} from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { ControlFrame } from '../control-frame';
import type { ControlWidgetProps } from '../types';

type ColumnKey = 'lonCol' | 'latCol' | 'lonlatCol' | 'geohashCol';

/**
 * Superset's SpatialControl: a button naming the position's columns (N/A while the configuration is
 * incomplete) that opens the three ways a row holds its position: a longitude and a latitude column,
 * one delimited column, or a geohash. Core's rules read, validate and label the value.
 */
export function SpatialControl(props: ControlWidgetProps): ReactNode {
  const { value, onChange, datasource } = props;
  const t = useT();
  const config: LatLongConfig = readLatLongConfig(value) ?? DEFAULT_LAT_LONG_CONFIG;
  // Spec 02: the one message of an incomplete configuration (core's INVALID_LAT_LONG), once one is set.
  const incomplete = validateLatLong(config).length > 0;
  const errors = incomplete && value !== undefined && value !== null ? [t('Invalid lat/long configuration.')] : [];
  const columns = (datasource?.columns ?? []).map((c) => c.column_name);
  const update = (patch: Partial<LatLongConfig>) => onChange({ ...config, ...patch });
  const column = (key: ColumnKey, label: string) => (
    <Select
      label={label}
      data={columns}
      value={config[key] ?? null}
      onChange={(next) => update({ [key]: next ?? undefined })}
      searchable
      placeholder={t('Select a column')}
      comboboxProps={{ withinPortal: false }}
      data-testid={`spatial-${key}`}
    />
  );
  const reverse = (
    <Checkbox
      label={t('Reverse lat/long')}
      checked={config.reverseCheckbox === true}
      onChange={(event) => update({ reverseCheckbox: event.currentTarget.checked })}
    />
  );
  return (
    <ControlFrame {...props} validationErrors={[...props.validationErrors, ...errors]}>
      <Popover position="right-start" shadow="md" width={300} trapFocus>
        <Popover.Target>
          <Button variant="default" fullWidth justify="flex-start" data-testid="spatial-control">
            {incomplete ? t('N/A') : latLongLabel(config)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Radio.Group value={config.type} onChange={(type) => update({ type: type as LatLongType })}>
            <Stack gap="sm">
              <Radio value="latlong" label={t('Longitude & Latitude columns')} />
              {config.type === 'latlong' && (
                <>
                  {column('lonCol', t('Longitude'))}
                  {column('latCol', t('Latitude'))}
                </>
              )}
              <Radio value="delimited" label={t('Delimited long & lat single column')} />
              {config.type === 'delimited' && (
                <>
                  {column('lonlatCol', t('Column'))}
                  <TextInput
                    label={t('Delimiter')}
                    value={config.delimiter ?? ''}
                    onChange={(event) => update({ delimiter: event.currentTarget.value })}
                  />
                  {reverse}
                </>
              )}
              <Radio value="geohash" label={t('Geohash')} />
              {config.type === 'geohash' && (
                <>
                  {column('geohashCol', t('Column'))}
                  {reverse}
                </>
              )}
            </Stack>
          </Radio.Group>
        </Popover.Dropdown>
      </Popover>
    </ControlFrame>
  );
}
