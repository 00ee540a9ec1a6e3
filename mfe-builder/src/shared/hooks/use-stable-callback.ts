import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always runs the latest `callback` — for handlers handed to
 * memoised panels that close over values changing on every address change (react-router's setSearchParams
 * is a new function after each one), so typing in the item search does not re-render those panels.
 * Only for event handlers: it must not be called during render.
 */
export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
