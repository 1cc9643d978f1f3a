import { Button, Tooltip } from '@mantine/core';
import type { ControlPanelConfig } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n';
import { selectCanRun, selectIsLoading, selectRunHighlighted, selectValidationErrors } from '../../state/selectors';
import { useExploreDispatch, useExploreSelector } from '../../state/store';
import { runChart, stopChart } from '../../state/thunks';
import { validationLines } from './chart-placeholder';

/** Run while idle (highlighted when the chart is out of date), Stop while a query runs. */
export function RunButton({ panel }: { panel: ControlPanelConfig | null }): ReactNode {
  const t = useT();
  const dispatch = useExploreDispatch();
  const loading = useExploreSelector(selectIsLoading);
  const canRun = useExploreSelector(selectCanRun);
  const highlighted = useExploreSelector(selectRunHighlighted);
  const errors = useExploreSelector(selectValidationErrors);
  if (loading) {
    return (
      <Button color="red" variant="light" size="sm" onClick={() => dispatch(stopChart())}>
        {t('Stop')}
      </Button>
    );
  }
  const lines = validationLines(errors, panel);
  const button = (
    <Button
      size="sm"
      variant={highlighted ? 'filled' : 'light'}
      disabled={!canRun}
      data-stale={highlighted || undefined}
      onClick={() => void dispatch(runChart())}
    >
      {t('Run')}
    </Button>
  );
  return lines.length === 0 ? (
    button
  ) : (
    <Tooltip label={lines.join('\n')} multiline maw={320} style={{ whiteSpace: 'pre-line' }}>
      <span>{button}</span>
    </Tooltip>
  );
}
