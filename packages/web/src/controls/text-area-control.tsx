import { Textarea } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { inputFrameProps } from './control-frame';
import { TEXT_DEBOUNCE_MS } from './text-control';
import type { ControlWidgetProps } from './types';

/** Superset's TextAreaControl (a handlebars template, a CSS block): multi-line text, saved as typed. */
export function TextAreaControl(props: ControlWidgetProps): ReactNode {
  const { value, onChange } = props;
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const push = useDebouncedCallback((next: string) => onChange(next), {
    delay: TEXT_DEBOUNCE_MS,
    flushOnUnmount: true,
  });
  useEffect(() => {
    if (typeof value === 'string') setText((current) => (current === value ? current : value));
  }, [value]);
  return (
    <Textarea
      {...inputFrameProps(props)}
      value={text}
      rows={8}
      resize="vertical"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      onChange={(event) => {
        setText(event.currentTarget.value);
        push(event.currentTarget.value);
      }}
      onBlur={() => push.flush()}
    />
  );
}
