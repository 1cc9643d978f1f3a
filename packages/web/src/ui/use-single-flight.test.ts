import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('ignores a second call until the first settles, then runs again', async () => {
    let calls = 0;
    let finish: () => void = () => undefined;
    const { result } = renderHook(() =>
      useSingleFlight(() => {
        calls += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      }),
    );
    act(() => {
      result.current();
      result.current();
    });
    await act(async () => Promise.resolve());
    expect(calls).toBe(1);
    await act(async () => finish());
    act(() => result.current());
    await act(async () => Promise.resolve());
    expect(calls).toBe(2);
  });

  it('releases after a failure, leaving the error to the caller', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useSingleFlight(() => {
        calls += 1;
        return Promise.reject(new Error('refused'));
      }),
    );
    act(() => result.current());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => result.current());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls).toBe(2);
  });
});
