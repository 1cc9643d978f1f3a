import { Group, Input } from '@mantine/core';
import type { ReactNode } from 'react';
import { InfoTip } from './control-icons';
import type { ControlWidgetProps } from './types';

/** A control's label with its description as an ⓘ tooltip. */
export function ControlLabel({ label, description }: { label: string; description?: string }): ReactNode {
  return (
    <Group component="span" gap={4} wrap="nowrap" style={{ display: 'inline-flex' }}>
      <span>{label}</span>
      {description && <InfoTip text={description} />}
    </Group>
  );
}

/** Validation messages as Mantine shows input errors: red text under the control. */
export const errorText = (errors: readonly string[]): ReactNode =>
  errors.length === 0
    ? undefined
    : errors.map((e) => (
        <span key={e} style={{ display: 'block' }}>
          {e}
        </span>
      ));

export interface InputFrameProps {
  label: ReactNode;
  error: ReactNode;
  'aria-description'?: string;
}

/** The label, error and description props of a Mantine input, from a control's config and validation. */
export const inputFrameProps = ({
  config,
  validationErrors,
}: Pick<ControlWidgetProps, 'config' | 'validationErrors'>): InputFrameProps => ({
  label: config.label ? <ControlLabel label={config.label} description={config.description} /> : undefined,
  error: errorText(validationErrors),
  ...(config.description && { 'aria-description': config.description }),
});

export interface ControlFrameProps extends Pick<ControlWidgetProps, 'config' | 'validationErrors'> {
  /** The id of the element the label names (a focusable one), when there is one. */
  inputId?: string;
  children: ReactNode;
}

/** Label, description and errors around a widget that is not a single Mantine input. */
export function ControlFrame({ config, validationErrors, inputId, children }: ControlFrameProps): ReactNode {
  const { label, error } = inputFrameProps({ config, validationErrors });
  return (
    <Input.Wrapper label={label} labelElement={inputId ? 'label' : 'div'} id={inputId} error={error}>
      {children}
    </Input.Wrapper>
  );
}
