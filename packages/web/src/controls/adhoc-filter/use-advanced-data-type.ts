import {
  encodeRisonUri,
  OPERATOR_IDS,
  type ComparatorScalar,
  type FilterComparator,
  type OperatorId,
} from '@tessera/core';
import { useEffect, useState } from 'react';
import { apiRequest, ApiRequestError } from '../../api/client';
import { useT } from '../../i18n';

/** Superset converts an advanced-type value 600 ms after the last change. */
export const ADVANCED_TYPE_DELAY_MS = 600;

/** `GET /api/v1/advanced_data_type/convert?q=(type:...,values:!(...))`. */
export const advancedTypePath = (type: string, values: readonly ComparatorScalar[]): string =>
  `/api/v1/advanced_data_type/convert?q=${encodeRisonUri({ type, values: [...values] })}`;

/** The comparator as the list of values the server converts (Superset's ensureIsArray). */
export const comparatorValues = (comparator: FilterComparator): ComparatorScalar[] =>
  comparator === null ? [] : Array.isArray(comparator) ? comparator : [comparator];

export interface AdvancedTypeAnswer {
  /** The server's reading of the typed values, e.g. a CIDR range as an address range. */
  displayValue: string;
  /** The operators the type allows (Superset's valid_filter_operators). */
  operators: OperatorId[];
  /** Non-empty when the values are not valid for the type. */
  errorMessage: string;
}

const isOperatorId = (value: unknown): value is OperatorId => OPERATOR_IDS.some((id) => id === value);

const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The answer's `result`: display_value, valid_filter_operators and error_message. */
export const readAdvancedTypeAnswer = (body: unknown): AdvancedTypeAnswer => {
  const result = typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined;
  const fields = typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : {};
  const operators = fields['valid_filter_operators'];
  return {
    displayValue: textOf(fields['display_value']),
    operators: Array.isArray(operators) ? operators.filter(isOperatorId) : [],
    errorMessage: textOf(fields['error_message']),
  };
};

export interface AdvancedTypeState extends AdvancedTypeAnswer {
  /** False while the last answer (or a failed request) invalidates the filter. */
  valid: boolean;
}

interface Settled extends AdvancedTypeAnswer {
  type: string;
  /** The request itself failed (no answer to read). */
  failed: boolean;
}

const UNTYPED: AdvancedTypeState = { displayValue: '', operators: [], errorMessage: '', valid: true };

/**
 * Spec 03 §5 advanced data types: the values typed for a column with an advanced type are converted
 * through the server (debounced); an error_message, or a failed request ('Failed to retrieve
 * advanced type'), invalidates the filter. `type` null asks nothing and is always valid.
 */
export const useAdvancedDataType = (
  type: string | null,
  comparator: FilterComparator,
  delayMs = ADVANCED_TYPE_DELAY_MS,
): AdvancedTypeState => {
  const t = useT();
  // Superset's fetchAdvancedDataTypeValueCallback asks nothing without a value (the convert schema
  // wants at least one): a column just picked shows no 'Failed to retrieve advanced type'.
  const values = comparatorValues(comparator);
  const path = type === null || type === '' || values.length === 0 ? '' : advancedTypePath(type, values);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (type === null || path === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest<unknown>(path, { signal: controller.signal }).then(
        (body) => {
          if (controller.signal.aborted) return;
          setSettled({ type, ...readAdvancedTypeAnswer(body), failed: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A server without advanced-type support (404) cannot check the values: the filter stays plain.
          if (error instanceof ApiRequestError && error.status === 404) {
            setSettled({ type, displayValue: '', operators: [...OPERATOR_IDS], errorMessage: '', failed: false });
            return;
          }
          // Like Superset, a failed request keeps the operators the type allowed so far.
          setSettled((current) => ({
            type,
            displayValue: '',
            operators: current?.type === type ? current.operators : [],
            errorMessage: '',
            failed: true,
          }));
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [type, path, delayMs]);

  if (path === '' || settled === null || settled.type !== type) return UNTYPED;
  const errorMessage = settled.failed ? t('Failed to retrieve advanced type') : settled.errorMessage;
  return { displayValue: settled.displayValue, operators: settled.operators, errorMessage, valid: errorMessage === '' };
};
