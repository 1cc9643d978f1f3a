import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormData } from '@tessera/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../../api/client';
import { useT } from '../../../../i18n';
import { exploreApi } from '../../explore-api';

/** The full permalink URL of a stored explore state. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).toString();

/** Share: a permalink of the current form data, copied to the clipboard. */
export function ShareMenu({ formData }: { formData: FormData }): ReactNode {
  const t = useT();
  const copyPermalink = async () => {
    try {
      const urlParams = Object.entries((formData['url_params'] as Record<string, string> | undefined) ?? {}) as [
        string,
        string,
      ][];
      const { url } = await exploreApi.permalink(formData, urlParams);
      try {
        await navigator.clipboard.writeText(absoluteUrl(url));
        notifications.show({ color: 'green', message: t('Link Copied!') });
      } catch {
        notifications.show({ color: 'red', message: t('Sorry, your browser does not support copying.') });
      }
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm">
          {t('Share')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void copyPermalink()}>{t('Copy permalink to clipboard')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
