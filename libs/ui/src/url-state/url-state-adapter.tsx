import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { createParser } from 'nuqs';
import { unstable_createAdapterProvider as createAdapterProvider, type unstable_AdapterInterface as AdapterInterface } from 'nuqs/adapters/custom';
import { MAX_ID } from '@eoa/contracts';

/**
 * nuqs reading and writing the address through the page's React Router: the shell's router in the site, a remote's
 * own in its standalone page, a memory router in tests. Not nuqs's react-router adapters: they write window.history
 * behind the router's back (the shell and the tests' memory routers would not see the change) and the v7 one
 * imports `react-router`, which Module Federation does not share (only react-router-dom is one instance per page).
 * Each write is one router navigation, as setSearchParams made it: the parameters in URLSearchParams' encoding (the
 * links read as before), a new history entry for `history: 'push'`, else the current one replaced.
 */
export function useRouterSearchParams(): AdapterInterface {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // What the address says now, also between a write and the render that follows it (nuqs reads it when it flushes).
  const current = useRef(searchParams);
  // Set by Back or Forward (the window's popstate; a memory router has none) until the page renders where it went.
  const traversed = useRef(false);
  useLayoutEffect(() => {
    current.current = searchParams;
    traversed.current = false;
  }, [searchParams]);
  useEffect(() => {
    const onTraversal = () => {
      traversed.current = true;
    };
    window.addEventListener('popstate', onTraversal, { capture: true });
    return () => window.removeEventListener('popstate', onTraversal, { capture: true });
  }, []);
  const updateUrl = useCallback<AdapterInterface['updateUrl']>(
    (search, options) => {
      // A write nuqs flushes after Back or Forward moved the address, before the page rendered it, was made for the
      // entry left (a map's last move, say): built on that entry's parameters, it would overwrite the entry arrived at
      // with the one left. It is dropped; the page then reads the address it arrived at.
      if (traversed.current && new URLSearchParams(window.location.search).toString() !== current.current.toString()) return;
      current.current = new URLSearchParams(search);
      // A search-only target keeps the current pathname; the hash goes, as with setSearchParams.
      void navigate(`?${search.toString()}`, { replace: options.history !== 'push' });
    },
    [navigate],
  );
  const getSearchParamsSnapshot = useCallback(() => current.current, []);
  return { searchParams, updateUrl, getSearchParamsSnapshot };
}

const RouterUrlStateAdapter = createAdapterProvider(useRouterSearchParams);

/** Provides URL state (nuqs's useQueryState) to a tool: each remote's route table wraps its routes in it. */
export function UrlStateAdapter({ children }: { children: ReactNode }) {
  return <RouterUrlStateAdapter>{children}</RouterUrlStateAdapter>;
}

/** An id in the address: digits only, 1 to MAX_ID; anything else reads as absent (a bad link opens nothing). */
export const parseAsId = createParser<number>({
  parse: (value) => {
    if (!/^\d{1,10}$/.test(value)) return null;
    const id = Number(value);
    return id >= 1 && id <= MAX_ID ? id : null;
  },
  serialize: String,
});

/** A 1-based page number in the address (a whole number from 1); anything else reads as absent. */
export const parseAsPage = createParser<number>({
  parse: (value) => {
    const page = Number(value);
    return Number.isSafeInteger(page) && page >= 1 ? page : null;
  },
  serialize: String,
});
