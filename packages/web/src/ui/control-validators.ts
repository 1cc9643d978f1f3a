import type { ControlValidator } from '@tessera/core';
import { t } from '../i18n';

/**
 * Control validators with Superset's messages (translated when they run), shared by the charts'
 * control panels and the controls that read them (a text control tells integers from numbers).
 */

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export const nonEmpty: ControlValidator = (value) => (isBlank(value) ? t('cannot be empty') : null);

export const integer: ControlValidator = (value) =>
  isBlank(value) || /^-?\d+$/.test(String(value).trim()) ? null : t('is expected to be an integer');

const isFiniteNumber = (value: unknown): boolean =>
  (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) && Number.isFinite(Number(value));

/** Superset's legacyValidateNumber: blank passes, anything else must be a number. */
export const numeric: ControlValidator = (value) =>
  isBlank(value) || isFiniteNumber(value) ? null : t('is expected to be a number');

/** Superset's validateNumber: the value must be a finite number; blank fails too. */
export const requiredNumeric: ControlValidator = (value) =>
  isFiniteNumber(value) ? null : t('is expected to be a number');
