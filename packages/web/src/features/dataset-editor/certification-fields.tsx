import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

export interface CertificationValue {
  certified_by: string;
  certification_details: string;
}

export interface CertificationFieldsProps {
  value: CertificationValue;
  onChange: (patch: Partial<CertificationValue>) => void;
}

/** Certified by + details, the pair datasets, metrics and columns all carry. */
export function CertificationFields({ value, onChange }: CertificationFieldsProps): ReactNode {
  const t = useT();
  return (
    <SimpleGrid cols={2} spacing="sm">
      <TextInput
        label={t('Certified by')}
        description={t('Person or group that has certified this item')}
        value={value.certified_by}
        onChange={(event) => onChange({ certified_by: event.currentTarget.value })}
      />
      <TextInput
        label={t('Certification details')}
        description={t('Details of the certification')}
        value={value.certification_details}
        onChange={(event) => onChange({ certification_details: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
