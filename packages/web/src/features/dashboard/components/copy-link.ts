import { notifications } from '../../../ui/notifications';
import type { TranslateFn } from '../../../i18n';

/** The full URL of a path on this site. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).toString();

/** Copies a permalink with Superset's toasts ('Link Copied!' / 'Sorry, your browser does not support copying.'). */
export const copyLink = async (path: string, t: TranslateFn): Promise<void> => {
  try {
    await navigator.clipboard.writeText(absoluteUrl(path));
    notifications.show({ color: 'green', message: t('Link Copied!') });
  } catch {
    notifications.show({ color: 'red', message: t('Sorry, your browser does not support copying.') });
  }
};
