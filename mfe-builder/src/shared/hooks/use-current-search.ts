import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The address's parameters as they are now, not as they were when the caller last rendered. In the browser the
 * router's address is the window's, current as soon as a navigation is made; under a router of another kind (a
 * memory router in tests) the last rendered address is the best there is.
 */
export function useCurrentSearch(): () => URLSearchParams {
  const location = useLocation();
  const rendered = useRef(location);
  useLayoutEffect(() => {
    rendered.current = location;
  }, [location]);
  return useCallback(() => {
    const inWindow = typeof window !== 'undefined' && window.location.pathname === rendered.current.pathname;
    return new URLSearchParams(inWindow ? window.location.search : rendered.current.search);
  }, []);
}
