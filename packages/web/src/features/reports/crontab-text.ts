import { describeCrontab } from '@tessera/core';
import type { TranslateFn } from '../../i18n';

/**
 * A crontab worded in the user's language: the server's `crontab_humanized` is English (Superset
 * words it on the server in the user's locale; Tessera's server does not know the locale), so the
 * list words core's reading of the crontab itself. Uncommon forms stay as written.
 */
export const crontabText = (crontab: string, t: TranslateFn): string => {
  const d = describeCrontab(crontab);
  if (d === null) return crontab;
  if (d.kind === 'every-minute') return t('Every minute');
  if (d.kind === 'every-n-minutes') return t('Every %s minutes', d.minutes);
  if (d.days === null) return t('At %s', d.time);
  return t('At %s, only on %s', d.time, d.days.map((day) => t(day)).join(', '));
};
