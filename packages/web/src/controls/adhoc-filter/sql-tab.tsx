import { Select, Stack, Textarea } from '@mantine/core';
import type { FilterClause } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

export interface SqlTabProps {
  clause: FilterClause;
  /** The filter's SQL, or the simple filter written as SQL to start from. */
  sql: string;
  onChange: (sql: string, clause: FilterClause) => void;
}

/** Spec 03 §2 Custom SQL tab: WHERE or HAVING, and the expression. */
export function SqlTab({ clause, sql, onChange }: SqlTabProps): ReactNode {
  const t = useT();
  return (
    <Stack gap="xs">
      <Select
        aria-label={t('Clause')}
        data={[
          { value: 'WHERE', label: t('WHERE') },
          { value: 'HAVING', label: t('HAVING') },
        ]}
        value={clause}
        onChange={(value) => {
          if (value === 'WHERE' || value === 'HAVING') onChange(sql, value);
        }}
        allowDeselect={false}
        description={clause === 'WHERE' ? t('Filters by columns') : t('Filters by metrics')}
        comboboxProps={{ withinPortal: false }}
      />
      <Textarea
        aria-label={t('Custom SQL')}
        placeholder={clause === 'WHERE' ? t("e.g. delay > 15 AND origin = 'JFK'") : t('e.g. SUM(delay) > 100')}
        rows={6}
        resize="vertical"
        ff="monospace"
        value={sql}
        onChange={(event) => onChange(event.currentTarget.value, clause)}
      />
    </Stack>
  );
}
