import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { validateConditionalFormatting } from '../../ui/conditional-formatting-messages';
import { inputByLabel, renderControl } from '../../../test-support/controls/render-control';
import { ConditionalFormattingControl } from './conditional-formatting-control';

const config = {
  type: 'ConditionalFormattingControl',
  name: 'conditional_formatting',
  label: 'Conditional formatting',
  validators: [validateConditionalFormatting],
};
const formData = { metrics: ['count', 'avg_delay'] };

const popover = () => within(screen.getByTestId('formatter-popover'));
/** Required fields carry an asterisk in their label. */
const field = (label: string): HTMLInputElement => inputByLabel(new RegExp(`^${label}`));
const pick = (label: string, option: string) => {
  fireEvent.click(field(label));
  fireEvent.click(screen.getByRole('option', { name: option }));
};

describe('ConditionalFormattingControl', () => {
  afterEach(cleanup);

  it('adds a rule after its fields pass validation', () => {
    const { onChange } = renderControl(ConditionalFormattingControl, { config, value: [], formData });
    fireEvent.click(screen.getByRole('button', { name: '+ Add new color formatter' }));
    expect(popover().getByText('Add new formatter')).toBeTruthy();
    expect(field('Color scheme').value).toBe('green');
    expect(field('Operator').value).toBe('None');

    fireEvent.click(popover().getByRole('button', { name: 'Apply' }));
    expect(popover().getByText('Required')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    pick('Column', 'COUNT(*)');
    pick('Operator', '< x <');
    const left = field('Left value');
    fireEvent.change(left, { target: { value: '10' } });
    fireEvent.blur(left);
    const right = field('Right value');
    fireEvent.change(right, { target: { value: '5' } });
    fireEvent.blur(right);
    expect(popover().getByText('This value should be smaller than the right target value')).toBeTruthy();
    expect(popover().getByText('This value should be greater than the left target value')).toBeTruthy();
    fireEvent.click(popover().getByRole('button', { name: 'Apply' }));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(right, { target: { value: '50' } });
    expect(popover().queryByText('This value should be greater than the left target value')).toBeNull();
    fireEvent.click(popover().getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'count', colorScheme: 'green', operator: '< x <', targetValueLeft: 10, targetValueRight: 50 },
    ]);
    expect(screen.queryByTestId('formatter-popover')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit 10 < COUNT(*) < 50' })).toBeTruthy();
  });

  it('shows a required target only after the field is left', () => {
    renderControl(ConditionalFormattingControl, { config, value: [], formData });
    fireEvent.click(screen.getByRole('button', { name: '+ Add new color formatter' }));
    pick('Operator', '>');
    const target = field('Target value');
    expect(popover().queryByText('Required')).toBeNull();
    fireEvent.blur(target);
    expect(popover().getByText('Required')).toBeTruthy();
  });

  it('edits and removes existing rules', () => {
    const value = [{ column: 'avg_delay', colorScheme: 'red', operator: '>', targetValue: 15 }];
    const { onChange } = renderControl(ConditionalFormattingControl, { config, value, formData });
    fireEvent.click(screen.getByRole('button', { name: 'Edit avg_delay > 15' }));
    expect(popover().getByText('Edit formatter')).toBeTruthy();
    fireEvent.change(field('Target value'), { target: { value: '30' } });
    fireEvent.click(popover().getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { column: 'avg_delay', colorScheme: 'red', operator: '>', targetValue: 30 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove avg_delay > 30' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the control validator message', () => {
    const value = [{ column: 'count', colorScheme: 'green', operator: '>' }];
    renderControl(ConditionalFormattingControl, { config, value, formData, validationErrors: ['Required'] });
    expect(screen.getByText('Required')).toBeTruthy();
  });
});
