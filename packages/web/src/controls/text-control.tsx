import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../i18n';
import { errorText, inputFrameProps } from './control-frame';
import { parseTextInput, textKindOf, textMatchesValue, textOfValue } from './text-state';
import type { ControlWidgetProps } from './types';

/** Typing is debounced (spec 03 §5) so the chart does not re-query on every key. */
export const TEXT_DEBOUNCE_MS = 300;

/**
 * Superset's TextControl. Numeric controls save numbers; while the text is not a number it is
 * kept (on screen and in the form data, where the control's validators flag it).
 */
export function TextControl(props: ControlWidgetProps): ReactNode {
  const { config, value, onChange, formData, validationErrors } = props;
  const t = useT();
  const kind = textKindOf(config, formData);
  const [text, setText] = useState(() => textOfValue(value));
  const push = useDebouncedCallback((next: string) => onChange(parseTextInput(next, kind).value), {
    delay: TEXT_DEBOUNCE_MS,
    flushOnUnmount: true,
  });

  // A value set from outside (reset, undo, another control) replaces the text; echoes of our own typing do not.
  useEffect(() => {
    setText((current) => (textMatchesValue(current, value, kind) ? current : textOfValue(value)));
  }, [value, kind]);

  const { valid } = parseTextInput(text, kind);
  // Without a validator of its own a number control still says why the text is not used.
  const message = kind === 'int' ? t('is expected to be an integer') : t('is expected to be a number');
  const ownError = !valid && validationErrors.length === 0 ? [message] : [];
  const frame = inputFrameProps(props);
  return (
    <TextInput
      {...frame}
      error={errorText([...validationErrors, ...ownError])}
      value={text}
      inputMode={kind === 'text' ? undefined : kind === 'int' ? 'numeric' : 'decimal'}
      onChange={(event) => {
        setText(event.currentTarget.value);
        push(event.currentTarget.value);
      }}
      onBlur={() => push.flush()}
    />
  );
}
