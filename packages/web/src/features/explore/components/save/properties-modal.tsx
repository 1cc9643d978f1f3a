import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChartDetail } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { useT } from '../../../../i18n';
import { exploreApi } from '../../explore-api';
import { exploreKeys } from '../../query-keys';
import type { SliceProperties } from '../../state/explore-slice';
import { useSingleFlight } from '../../../../ui/use-single-flight';
import { ChartCreateSchema, maxLengthOf } from '@tessera/core';

export interface PropertiesModalProps {
  sliceId: number;
  onSaved: (properties: SliceProperties) => void;
  onClose: () => void;
}

type Option = { value: string; label: string };

const ownerOptions = (chart: ChartDetail): Option[] =>
  chart.owners.map((o) => ({ value: String(o.id), label: `${o.first_name} ${o.last_name}`.trim() || String(o.id) }));

function PropertiesForm({ chart, onSaved, onClose }: { chart: ChartDetail } & Omit<PropertiesModalProps, 'sliceId'>) {
  const t = useT();
  const [name, setName] = useState(chart.slice_name);
  const [description, setDescription] = useState(chart.description ?? '');
  const [cacheTimeout, setCacheTimeout] = useState<number | string>(chart.cache_timeout ?? '');
  const [certifiedBy, setCertifiedBy] = useState(chart.certified_by ?? '');
  const [details, setDetails] = useState(chart.certification_details ?? '');
  const [owners, setOwners] = useState<string[]>(chart.owners.map((o) => String(o.id)));
  const [known, setKnown] = useState<Option[]>(ownerOptions(chart));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const related = useQuery({
    queryKey: exploreKeys.relatedOwners(debounced),
    queryFn: ({ signal }) => exploreApi.owners(debounced, signal),
  });
  const found = (related.data?.result ?? []).map((r) => ({ value: String(r.value), label: r.text }));
  const options = [...known, ...found.filter((f) => !known.some((k) => k.value === f.value))];
  const save = useMutation({
    mutationFn: (properties: SliceProperties) =>
      exploreApi.updateChart(chart.id, { ...properties, description: properties.description ?? null }),
    onSuccess: (_answer, properties) => {
      onSaved(properties);
      onClose();
    },
  });
  const send = useSingleFlight((properties: SliceProperties) => save.mutateAsync(properties));
  const submit = () =>
    send({
      slice_name: name.trim(),
      description: description.trim() === '' ? null : description,
      cache_timeout: typeof cacheTimeout === 'number' ? cacheTimeout : null,
      certified_by: certifiedBy.trim() === '' ? null : certifiedBy.trim(),
      certification_details: details.trim() === '' ? null : details,
      owners: owners.map(Number),
    });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('Name')}
        required
        value={name}
        maxLength={maxLengthOf(ChartCreateSchema.shape.slice_name)}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Textarea
        label={t('Description')}
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <NumberInput
        label={t('Cache timeout')}
        description={t(
          "Duration (in seconds) of the caching timeout for this chart. Set to -1 to bypass the cache. Note this defaults to the dataset's timeout if undefined.",
        )}
        min={-1}
        allowDecimal={false}
        value={cacheTimeout}
        onChange={setCacheTimeout}
      />
      <TextInput
        label={t('Certified by')}
        value={certifiedBy}
        onChange={(e) => setCertifiedBy(e.currentTarget.value)}
      />
      <TextInput
        label={t('Certification details')}
        value={details}
        onChange={(e) => setDetails(e.currentTarget.value)}
      />
      <MultiSelect
        label={t('Owners')}
        data={options}
        value={owners}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(values) => {
          setOwners(values);
          setKnown(options.filter((o) => values.includes(o.value)));
        }}
      />
      {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button loading={save.isPending} disabled={name.trim() === ''} onClick={submit}>
          {t('Save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Spec 03 §3: a chart's name, description, cache timeout, certification and owners. */
export function PropertiesModal({ sliceId, onSaved, onClose }: PropertiesModalProps): ReactNode {
  const t = useT();
  const chart = useQuery({
    queryKey: exploreKeys.chart(sliceId),
    queryFn: ({ signal }) => exploreApi.chart(sliceId, signal),
    gcTime: 0,
  });
  return (
    <Modal opened onClose={onClose} title={t('Edit Chart Properties')} size="lg">
      {chart.isError ? (
        <Alert color="red">{errorMessage(chart.error)}</Alert>
      ) : chart.data === undefined ? (
        <Loader aria-label={t('Loading')} />
      ) : (
        <PropertiesForm chart={chart.data} onSaved={onSaved} onClose={onClose} />
      )}
    </Modal>
  );
}
