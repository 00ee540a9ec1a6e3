import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams, type NavigateOptions } from 'react-router-dom';

export type SetAddressParams = (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void;

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

/**
 * The page address's parameters, and a setter that starts from the address as it is now (useCurrentSearch), not
 * as it was when the caller last rendered (react-router's setSearchParams does the latter): two parts of the page
 * writing close together — the item search's delayed write and a slot or tab click — each keep the other's change.
 */
export function useAddressParams(): [URLSearchParams, SetAddressParams] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const currentSearch = useCurrentSearch();
  const setParams = useCallback<SetAddressParams>(
    (next, options) => {
      void navigate({ search: `?${next(currentSearch()).toString()}` }, options);
    },
    [navigate, currentSearch],
  );
  return [params, setParams];
}
