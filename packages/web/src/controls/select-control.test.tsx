import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectControl } from './select-control';
import { inputByLabel, renderControl } from '../../test-support/controls/render-control';

const rowLimit = {
  type: 'SelectControl',
  name: 'row_limit',
  label: 'Row limit',
  description: 'How many rows to fetch',
  freeForm: true,
  choices: [
    [10, '10'],
    [100, '100'],
  ],
} as const;

/** Mantine treats changes to an unfocused input as autofill, so typing focuses first. */
const typeInto = (input: HTMLInputElement, text: string) => {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
};

describe('SelectControl', () => {
  afterEach(cleanup);

  it('shows the label, the description tooltip mark and validation errors', () => {
    renderControl(SelectControl, { config: rowLimit, value: 10, validationErrors: ['is expected to be an integer'] });
    const input = inputByLabel('Row limit');
    expect(input.value).toBe('10');
    expect(input.getAttribute('aria-description')).toBe('How many rows to fetch');
    fireEvent.mouseEnter(screen.getByTestId('description-tip'));
    expect(screen.getByText('How many rows to fetch')).toBeTruthy();
    expect(screen.getByText('is expected to be an integer')).toBeTruthy();
  });

  it('answers choices with their own type: numbers stay numbers', () => {
    const { onChange } = renderControl(SelectControl, { config: rowLimit, value: 10 });
    fireEvent.click(inputByLabel(/Row limit/));
    fireEvent.click(screen.getByRole('option', { name: '100' }));
    expect(onChange).toHaveBeenLastCalledWith(100);
  });

  it('creates free-form entries, as numbers when the choices are numbers', () => {
    const { onChange } = renderControl(SelectControl, { config: rowLimit, value: 10 });
    const input = inputByLabel(/Row limit/);
    fireEvent.click(input);
    typeInto(input, '250');
    fireEvent.click(screen.getByRole('option', { name: '250' }));
    expect(onChange).toHaveBeenLastCalledWith(250);
    expect(input.value).toBe('250');
  });

  it('keeps free-form text for text choices such as number formats', () => {
    const config = {
      type: 'SelectControl',
      name: 'y_axis_format',
      label: 'Format',
      freeForm: true,
      choices: [[',d', ',d']],
    } as const;
    const { onChange } = renderControl(SelectControl, { config, value: ',d' });
    const input = inputByLabel(/Format/);
    fireEvent.click(input);
    typeInto(input, '.3s');
    fireEvent.click(screen.getByRole('option', { name: '.3s' }));
    expect(onChange).toHaveBeenLastCalledWith('.3s');
  });

  it('offers no typed entries without free form, and shows an unknown saved value as empty', () => {
    const config = { ...rowLimit, freeForm: false };
    renderControl(SelectControl, { config, value: 42 });
    const input = inputByLabel(/Row limit/);
    expect(input.value).toBe('');
    fireEvent.click(input);
    typeInto(input, '250');
    expect(screen.queryByRole('option', { name: '250' })).toBeNull();
  });

  it("saves null for Superset's 'None' choice", () => {
    const config = {
      type: 'SelectControl',
      name: 'stack',
      label: 'Stacked Style',
      choices: [
        [null, 'None'],
        ['Stack', 'Stack'],
      ],
    } as const;
    const { onChange } = renderControl(SelectControl, { config, value: 'Stack' });
    fireEvent.click(inputByLabel(/Stacked Style/));
    fireEvent.click(screen.getByRole('option', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('picks several values in a multi select', () => {
    const config = {
      type: 'SelectControl',
      name: 'time_compare',
      label: 'Time shift',
      multi: true,
      choices: [
        ['1 day ago', '1 day ago'],
        ['1 week ago', '1 week ago'],
      ],
    } as const;
    const { onChange } = renderControl(SelectControl, { config, value: ['1 day ago'] });
    fireEvent.click(inputByLabel(/Time shift/));
    fireEvent.click(screen.getByRole('option', { name: '1 week ago' }));
    expect(onChange).toHaveBeenLastCalledWith(['1 day ago', '1 week ago']);
  });
});
