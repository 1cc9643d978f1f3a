import { Group, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

export interface PageHeaderProps {
  /** Already translated. */
  title: string;
  /** Buttons on the right. */
  actions?: ReactNode;
}

export const APP_NAME = 'Tessera';

/** Sets the browser tab title while mounted. */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title === '' ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);
};

/** The page's heading (data-testid="page-title") and its actions. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="sm">
      <Title order={2} data-testid="page-title">
        {title}
      </Title>
      {actions !== undefined && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
