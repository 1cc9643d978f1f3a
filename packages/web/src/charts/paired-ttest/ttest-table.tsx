import { Table, Text, Title } from '@mantine/core';
import { pairedTTestRows } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { TTestMetric } from './types';

interface TTestTableProps {
  entry: TTestMetric;
  groupTitle: string;
  alpha: number;
  pValuePrecision: number;
  liftPrecision: number;
}

/** One metric's groups against the control (the first group until the reader clicks another, as Superset). */
export function TTestTable({ entry, groupTitle, alpha, pValuePrecision, liftPrecision }: TTestTableProps): ReactNode {
  const t = useT();
  const [control, setControl] = useState(0);
  const groups = [...entry.series.rows].map(([name, values]) => ({ name, values }));
  const rows = pairedTTestRows(groups, Math.min(control, Math.max(groups.length - 1, 0)), alpha);
  return (
    <div>
      <Title order={5} mb="xs">
        {entry.label}
      </Title>
      <Table highlightOnHover withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{groupTitle}</Table.Th>
            <Table.Th>{t('p-value')}</Table.Th>
            <Table.Th>{t('Lift %')}</Table.Th>
            <Table.Th>{t('Significant')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr
              key={row.group}
              onClick={() => setControl(i)}
              aria-selected={row.isControl}
              style={{ cursor: 'pointer', fontWeight: row.isControl ? 600 : undefined }}
            >
              <Table.Td>{row.group}</Table.Td>
              <Table.Td>{row.isControl ? t('control') : (row.pValue?.toFixed(pValuePrecision) ?? t('N/A'))}</Table.Td>
              <Table.Td>
                {row.isControl ? (
                  t('control')
                ) : (
                  <Text span inherit c={row.lift === null ? undefined : row.lift >= 0 ? 'green' : 'red'}>
                    {row.lift?.toFixed(liftPrecision) ?? t('N/A')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.isControl ? '' : String(row.significant)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
