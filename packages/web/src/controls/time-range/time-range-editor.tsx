import { Button, Divider, Group, Loader, Radio, Stack, Tabs, Text } from '@mantine/core';
import {
  buildTimeRangeValue,
  formatTimeRangeBounds,
  parseTimeRangeState,
  switchTimeRangeFrame,
  validateTimeRangeState,
  type TimeRangePickerState,
} from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { AdvancedFrame } from './advanced-frame';
import { CustomFrame } from './custom-frame';
import {
  calendarChoices,
  commonChoices,
  currentChoices,
  findChoice,
  frameChoices,
  stateIssueMessage,
  type Choice,
} from './time-range-options';
import { useTimeRangePreview, type TimeRangePreview } from './use-time-range-preview';

export interface TimeRangeEditorProps {
  value: string | null | undefined;
  onApply: (value: string) => void;
  onCancel: () => void;
  /** The column name the preview shows between the bounds ('col' by default, as Superset). */
  columnPlaceholder?: string;
  /** The clock relative choices and defaults are computed from. */
  now: Date;
  withinPortal: boolean;
  lookupDelayMs?: number;
}

function ActualRange({ preview, column, issue }: { preview: TimeRangePreview; column: string; issue: string | null }) {
  const t = useT();
  let body: ReactNode;
  if (issue !== null) {
    body = (
      <Text size="sm" c="red" role="alert">
        {issue}
      </Text>
    );
  } else if (preview.status === 'loading') {
    body = <Loader size="xs" aria-label={t('Resolving the time range')} />;
  } else if (preview.status === 'error') {
    body = (
      <Text size="sm" c="red" role="alert">
        {preview.message}
      </Text>
    );
  } else {
    const text =
      preview.status === 'no-filter' ? t('No filter') : formatTimeRangeBounds(preview.since, preview.until, column);
    body = (
      <Text size="sm" data-testid="actual-time-range">
        {text}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} tt="uppercase">
        {t('Actual time range')}
      </Text>
      {body}
    </Stack>
  );
}

interface RangeRadiosProps<V extends string> {
  label: string;
  choices: Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** One named-range tab (Last, Previous, Current): a radio per range. */
function RangeRadios<V extends string>({ label, choices, value, onChange }: RangeRadiosProps<V>) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(picked) => {
        const choice = findChoice(choices, picked);
        if (choice !== null) onChange(choice);
      }}
    >
      <Stack gap={6} mt={6}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The 'Edit time range' content: a tab per range type, the resolved interval, Cancel and Apply. */
export function TimeRangeEditor(props: TimeRangeEditorProps): ReactNode {
  const { now, withinPortal, columnPlaceholder = 'col' } = props;
  const t = useT();
  const [state, setState] = useState<TimeRangePickerState>(() => parseTimeRangeState(props.value, now));
  const value = buildTimeRangeValue(state, now);
  const issue = validateTimeRangeState(state);
  const preview = useTimeRangePreview(value, { enabled: issue === null, delayMs: props.lookupDelayMs });
  const canApply = issue === null && (preview.status === 'resolved' || preview.status === 'no-filter');
  const patch = (next: Partial<TimeRangePickerState>): void => setState({ ...state, ...next });
  const frames = frameChoices(t);

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('Edit time range')}</Text>
      <Tabs
        value={state.frame}
        keepMounted={false}
        onChange={(picked) => {
          const frame = findChoice(frames, picked);
          if (frame !== null) setState(switchTimeRangeFrame(state, frame, now));
        }}
      >
        <Tabs.List>
          {frames.map((frame) => (
            <Tabs.Tab key={frame.value} value={frame.value}>
              {frame.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="Common" pt="sm">
          <RangeRadios
            label={t('Configure Time Range: Last...')}
            choices={commonChoices(t)}
            value={state.common}
            onChange={(common) => patch({ common })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="Calendar" pt="sm">
          <RangeRadios
            label={t('Configure Time Range: Previous...')}
            choices={calendarChoices(t)}
            value={state.calendar}
            onChange={(calendar) => patch({ calendar })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="Current" pt="sm">
          <RangeRadios
            label={t('Configure Time Range: Current...')}
            choices={currentChoices(t)}
            value={state.current}
            onChange={(current) => patch({ current })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="Custom" pt="sm">
          <CustomFrame
            value={state.custom}
            onChange={(custom) => patch({ custom })}
            now={now}
            withinPortal={withinPortal}
          />
        </Tabs.Panel>
        <Tabs.Panel value="Advanced" pt="sm">
          <AdvancedFrame value={state.advanced} onChange={(advanced) => patch({ advanced })} />
        </Tabs.Panel>
        <Tabs.Panel value="No filter" pt="sm">
          <Text size="sm" c="dimmed">
            {t('The chart is not filtered by time.')}
          </Text>
        </Tabs.Panel>
      </Tabs>
      <Divider />
      <ActualRange
        preview={preview}
        column={columnPlaceholder}
        issue={issue === null ? null : stateIssueMessage(t, issue)}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={props.onCancel}>
          {t('CANCEL')}
        </Button>
        <Button size="xs" disabled={!canApply} onClick={() => props.onApply(value)}>
          {t('APPLY')}
        </Button>
      </Group>
    </Stack>
  );
}
