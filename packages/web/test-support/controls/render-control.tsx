import { render, screen, type RenderResult } from '@testing-library/react';
import type { ControlConfig, FormData } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { Providers } from '../providers';
import { testQueryClient } from '../render';
import type { ControlWidget, ControlWidgetProps, ExploreDatasource } from '../../src/controls/types';
import { testDatasource } from './datasource-fixture';

export const inProviders = (node: ReactNode): RenderResult =>
  render(
    <Providers queryClient={testQueryClient()} env="test">
      {node}
    </Providers>,
  );

export interface RenderControlOptions {
  config: Partial<ControlConfig> & Pick<ControlConfig, 'type'>;
  value?: unknown;
  formData?: Partial<FormData>;
  datasource?: ExploreDatasource | null;
  validationErrors?: string[];
  /** Wraps the control (e.g. in the drag-and-drop provider). */
  wrap?: (node: ReactNode) => ReactNode;
}

/** A control with its value in state, as the control panel holds it; `onChange` records every change. */
export const renderControl = (
  Widget: ControlWidget,
  { config, value, formData, datasource, validationErrors = [], wrap = (n) => n }: RenderControlOptions,
): RenderResult & { onChange: Mock<(value: unknown) => void> } => {
  const onChange = vi.fn<(value: unknown) => void>();
  const fullConfig: ControlConfig = { name: 'test_control', label: 'Test control', ...config };
  const fd: FormData = { viz_type: 'table', datasource: '3__table', ...formData };
  function Host(): ReactNode {
    const [current, setCurrent] = useState<unknown>(value);
    const props: ControlWidgetProps = {
      config: fullConfig,
      value: current,
      onChange: (next) => {
        onChange(next);
        setCurrent(next);
      },
      formData: fd,
      datasource: datasource === undefined ? testDatasource() : datasource,
      validationErrors,
    };
    return <Widget {...props} />;
  }
  return { ...inProviders(wrap(<Host />)), onChange };
};

/** The visible input a label names (Mantine selects also label their option list). */
export const inputByLabel = (label: string | RegExp): HTMLInputElement => {
  const element = screen.getAllByLabelText(label).find((e) => e instanceof HTMLInputElement && e.type !== 'hidden');
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input labelled ${String(label)}`);
  return element;
};
