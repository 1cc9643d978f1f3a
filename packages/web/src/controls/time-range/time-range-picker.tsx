import { Button, Input, Popover } from '@mantine/core';
import { formatTimeRangeBounds, isNamedTimeRange, NO_TIME_RANGE } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { TimeRangeEditor } from './time-range-editor';
import { useTimeRangePreview } from './use-time-range-preview';

/** Spec 03 §9: the time-range popover is 600 px wide. */
export const TIME_RANGE_POPOVER_WIDTH = 600;

export interface TimeRangePickerProps {
  /** A Superset time_range expression; empty reads as 'No filter'. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  label?: ReactNode;
  description?: ReactNode;
  /** The column shown between the bounds, e.g. 'departure_time'. */
  columnPlaceholder?: string;
  disabled?: boolean;
  /** False when the picker sits inside another popover, so clicks in it stay inside that one. */
  withinPortal?: boolean;
  /** Delay before the server resolves an edited range. */
  lookupDelayMs?: number;
  /** The clock (tests pin it). */
  now?: () => Date;
}

const systemClock = (): Date => new Date();

/** The button text: a named range as is, any other range as its resolved interval. */
function useRangeLabel(value: string, column: string, lookupDelayMs: number | undefined): string {
  const t = useT();
  const named = isNamedTimeRange(value, new Date());
  const preview = useTimeRangePreview(value, { enabled: !named, delayMs: lookupDelayMs });
  if (named) return t(value.trim() === '' ? NO_TIME_RANGE : value);
  return preview.status === 'resolved' ? formatTimeRangeBounds(preview.since, preview.until, column) : value;
}

/** A button showing the current range; it opens the 'Edit time range' popover. */
export function TimeRangePicker(props: TimeRangePickerProps): ReactNode {
  const { value, onChange, columnPlaceholder = 'col', withinPortal = true, now = systemClock } = props;
  const t = useT();
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  const current = value ?? '';
  const label = useRangeLabel(current, columnPlaceholder, props.lookupDelayMs);
  const close = (): void => setOpenedAt(null);

  const button = (
    <Popover
      opened={openedAt !== null}
      onDismiss={close}
      width={TIME_RANGE_POPOVER_WIDTH}
      position="bottom-start"
      shadow="md"
      withinPortal={withinPortal}
      trapFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          disabled={props.disabled}
          title={current === '' ? NO_TIME_RANGE : current}
          aria-label={t('Time range: %s', label)}
          onClick={() => setOpenedAt(openedAt === null ? now() : null)}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {openedAt !== null && (
          <TimeRangeEditor
            value={current}
            now={openedAt}
            columnPlaceholder={columnPlaceholder}
            withinPortal={false}
            lookupDelayMs={props.lookupDelayMs}
            onCancel={close}
            onApply={(next) => {
              close();
              onChange(next);
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
  if (props.label === undefined && props.description === undefined) return button;
  return (
    <Input.Wrapper label={props.label} description={props.description}>
      {button}
    </Input.Wrapper>
  );
}
