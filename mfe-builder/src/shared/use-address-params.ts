import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams, type NavigateOptions } from 'react-router-dom';

export type SetAddressParams = (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void;

/**
 * The page address's parameters, and a setter that starts from the address as it is now, not as it was when
 * the caller last rendered (react-router's setSearchParams does the latter): two parts of the page writing
 * close together — the item search's delayed write and a slot or tab click — each keep the other's change.
 * In the browser the router's address is the window's, current as soon as a navigation is made; under a
 * router of another kind (a memory router in tests) the last rendered address is the best there is.
 */
export function useAddressParams(): [URLSearchParams, SetAddressParams] {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const rendered = useRef(location);
  useLayoutEffect(() => {
    rendered.current = location;
  }, [location]);
  const setParams = useCallback<SetAddressParams>(
    (next, options) => {
      const inWindow = typeof window !== 'undefined' && window.location.pathname === rendered.current.pathname;
      const current = new URLSearchParams(inWindow ? window.location.search : rendered.current.search);
      void navigate({ search: `?${next(current).toString()}` }, options);
    },
    [navigate],
  );
  return [params, setParams];
}
