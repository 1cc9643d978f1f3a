import { Card, Select, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { AvailableDatabase } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

export interface EngineStepProps {
  engines: readonly AvailableDatabase[];
  onSelect: (engine: AvailableDatabase) => void;
}

/** Step 1: preferred engines as cards, every other engine in a select. */
export function EngineStep({ engines, onSelect }: EngineStepProps): ReactNode {
  const t = useT();
  const preferred = engines.filter((engine) => engine.preferred);
  const others = engines.filter((engine) => !engine.preferred);
  return (
    <Stack gap="md" data-testid="engine-step">
      <Title order={4}>{t('Select a database to connect')}</Title>
      {preferred.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {preferred.map((engine) => (
            <UnstyledButton
              key={engine.engine}
              onClick={() => onSelect(engine)}
              aria-label={engine.name}
              data-testid={`engine-card-${engine.engine}`}
            >
              <Card withBorder padding="md" radius="md" h="100%">
                <Stack gap={4} align="center" justify="center" h="100%">
                  <Text fw={700} size="lg" aria-hidden>
                    {engine.name.charAt(0)}
                  </Text>
                  <Text size="sm" ta="center">
                    {engine.name}
                  </Text>
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {others.length > 0 && (
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('Or choose from a list of other databases we support:')}
          </Text>
          <Select
            label={t('Supported databases')}
            placeholder={t('Choose a database...')}
            data={others.map((engine) => ({ value: engine.engine, label: engine.name }))}
            value={null}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="engine-select"
            onChange={(value) => {
              const engine = others.find((item) => item.engine === value);
              if (engine !== undefined) onSelect(engine);
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
