import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderControl } from '../../test-support/controls/render-control';
import { TextAreaControl } from './text-area-control';
import { TEXT_DEBOUNCE_MS } from './text-control';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TextAreaControl', () => {
  it('saves the multi-line text as typed, after the typing debounce', () => {
    vi.useFakeTimers();
    const config = { type: 'TextAreaControl', name: 'handlebarsTemplate', label: 'Template' };
    const { onChange } = renderControl(TextAreaControl, { config, value: '<p>{{x}}</p>' });
    const box = screen.getByLabelText('Template');
    expect((box as HTMLTextAreaElement).value).toBe('<p>{{x}}</p>');
    fireEvent.change(box, { target: { value: '<ul>\n{{#each data}}<li>{{a}}</li>{{/each}}\n</ul>' } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TEXT_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith('<ul>\n{{#each data}}<li>{{a}}</li>{{/each}}\n</ul>');
  });
});
