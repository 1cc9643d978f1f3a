import { useCallback, useRef } from 'react';

/**
 * Wraps a submit so a second call while the first has not settled does nothing: a double-click
 * on Connect, Save or Import sends one request. Mantine's `loading` disables the button only
 * after the next render, and react-query publishes `isPending` on a timer, so without this the
 * second click of a double-click still reaches the handler. Errors stay with the caller's
 * `onError`; the wrapper only swallows the rejection it would otherwise leave unhandled.
 */
export const useSingleFlight = <A extends unknown[]>(
  action: (...args: A) => Promise<unknown> | void,
): ((...args: A) => void) => {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback((...args: A) => {
    if (running.current) return;
    running.current = true;
    let outcome: Promise<unknown> | void;
    try {
      // Called at once, in the click's own event, as a plain handler would be.
      outcome = latest.current(...args);
    } catch (error) {
      running.current = false;
      throw error;
    }
    void Promise.resolve(outcome)
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, []);
};
