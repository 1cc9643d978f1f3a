import { Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import type { Certification } from './dataset-items';

/**
 * An (i) mark whose tooltip carries a control's description. It draws no text, so the label's
 * text stays the control's name; inputs also get the description as `aria-description`.
 */
export function InfoTip({ text }: { text: string }): ReactNode {
  return (
    <Tooltip label={text} multiline maw={280} withArrow>
      <Text component="span" c="dimmed" data-testid="description-tip" style={{ cursor: 'help', lineHeight: 0 }}>
        <svg width={12} height={12} viewBox="0 0 16 16" aria-hidden="true">
          <circle cx={8} cy={8} r={7} fill="none" stroke="currentColor" strokeWidth={1.5} />
          <rect x={7.25} y={7} width={1.5} height={5} fill="currentColor" />
          <circle cx={8} cy={4.75} r={1} fill="currentColor" />
        </svg>
      </Text>
    </Tooltip>
  );
}

/** A certification mark: who certified the column or metric, and the details. */
export function CertifiedIcon({ certification }: { certification: Certification }): ReactNode {
  const t = useT();
  const label = [t('Certified by %s', certification.certifiedBy), certification.details].filter(Boolean).join(' — ');
  return (
    <Tooltip label={label} multiline maw={280} withArrow>
      <Text component="span" size="xs" c="blue" aria-label={label} data-testid="certified-icon">
        ✔
      </Text>
    </Tooltip>
  );
}

/** A warning mark with its message as tooltip and accessible name. */
export function WarningIcon({ text }: { text: string }): ReactNode {
  return (
    <Tooltip label={text} multiline maw={280} withArrow>
      <Text component="span" size="xs" c="orange" aria-label={text} role="img">
        ⚠
      </Text>
    </Tooltip>
  );
}
