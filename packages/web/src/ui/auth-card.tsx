import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './page-header';

export interface AuthCardProps {
  /** Already translated. */
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}

/** The centred card of the sign-in and first-run pages. */
export function AuthCard({ title, subtitle, children, width = 400 }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={width} gap="lg">
        <Text ta="center" fw={800} size="xl" c="indigo">
          Tessera
        </Text>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack gap="xs" mb="lg">
            <Title order={2} size="h3" data-testid="page-title">
              {title}
            </Title>
            {subtitle !== undefined && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
