import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test-support/providers';
import { testQueryClient } from '../../test-support/render';
import { ChartLoading, ChartMessage } from './chart-states';

const inProviders = (node: React.ReactNode) =>
  render(
    <Providers queryClient={testQueryClient()} env="test">
      {node}
    </Providers>,
  );

describe('chart states', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts the seconds since the query started, in tenths', () => {
    vi.useFakeTimers();
    inProviders(<ChartLoading width={200} height={100} startedAt={Date.now()} />);
    expect(screen.getByTestId('chart-elapsed').textContent).toBe('0.0 s');
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByTestId('chart-elapsed').textContent).toBe('2.5 s');
  });

  it('shows only the spinner while the plugin itself loads', () => {
    inProviders(<ChartLoading width={200} height={100} />);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByTestId('chart-elapsed')).toBe(null);
  });

  it('shows an error as an alert and other messages with their detail', () => {
    inProviders(<ChartMessage width={200} height={100} kind="error" title="bad" />);
    expect(screen.getByRole('alert').textContent).toBe('bad');
    cleanup();
    inProviders(<ChartMessage width={200} height={100} kind="empty" title="Nothing" detail="Try again" />);
    expect(screen.getByTestId('chart-empty').textContent).toBe('NothingTry again');
  });
});
