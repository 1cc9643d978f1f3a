import { useQuery } from '@tanstack/react-query';
import type { ControlChoices } from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { api, errorMessage } from '../../api/client';
import { useT } from '../../i18n';
import { SelectControl } from '../select-control';
import type { ControlWidgetProps } from '../types';

/** TanStack Query key of an endpoint's answer: every control reading the same endpoint shares it. */
export const selectAsyncKey = (endpoint: string) => ['select-async-control', endpoint] as const;

/**
 * Superset's SelectAsyncControl: a select whose choices come from `dataEndpoint`, turned into
 * choices by the config's `mutator` (which sees the current value, so deck_multi numbers its
 * picks); while they load or when they fail the picked values stay, and a failure says so.
 */
export function SelectAsyncControl(props: ControlWidgetProps): ReactNode {
  const { config, value, validationErrors } = props;
  const t = useT();
  const endpoint = config.dataEndpoint ?? '';
  const answer = useQuery({
    queryKey: selectAsyncKey(endpoint),
    queryFn: ({ signal }) => api.get<unknown>(endpoint, signal),
    enabled: endpoint !== '',
  });
  const choices = useMemo<ControlChoices>(
    () => (answer.data === undefined ? [] : (config.mutator?.(answer.data, value) ?? [])),
    [answer.data, config, value],
  );
  // The SelectControl keeps a free-form value it does not list: the picks stay while the choices load.
  const loading = answer.data === undefined;
  const errors =
    answer.error === null
      ? validationErrors
      : [...validationErrors, t('Error while fetching data: %s', errorMessage(answer.error))];
  return <SelectControl {...props} config={{ ...config, choices, freeForm: loading }} validationErrors={errors} />;
}
