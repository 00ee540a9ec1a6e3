import { createContext, useCallback, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createParser } from 'nuqs';
import { unstable_createAdapterProvider as createAdapterProvider, type unstable_AdapterInterface as AdapterInterface } from 'nuqs/adapters/custom';
import { MAX_ID } from '@eoa/contracts';

/**
 * How long after Back or Forward the first flush is taken to hold writes made before it: nuqs flushes its queue at
 * most 50 ms after a write, a debounced one (the builder's item search, 300 ms) later, a busy page later still. A
 * click this soon after Back is rare; it is dropped like them, and the page keeps showing the address.
 */
const TRAVERSAL_SETTLE_MS = 400;

/**
 * The address as nuqs is told it, one per tool page (all its URL-state hooks share it). nuqs shows a write before the
 * address has it, and reads the address again only when a parameter it watches changes there, so what it is told
 * must move with every write, every location the router renders and every Back or Forward.
 */
class AddressState {
  private search: URLSearchParams;
  /** The router's location last adopted (its objects are kept while unchanged, so a new one is a navigation). */
  private adopted: object;
  /** Set by Back or Forward until the flush that follows it, or until the writes made before it are all flushed. */
  private traversed = false;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  /** The address a dropped write is shown over until the page has rendered it. */
  private arrivedAt: URLSearchParams | null = null;
  private readonly listeners = new Set<() => void>();

  /** Whether the router keeps its locations in the window's history (the site's); a memory router's Back is its own. */
  private readonly followsWindow: boolean;

  constructor(location: { pathname: string; search: string }) {
    this.search = new URLSearchParams(location.search);
    this.adopted = location;
    this.followsWindow = location.pathname === window.location.pathname && location.search === window.location.search;
  }

  readonly snapshot = (): URLSearchParams => this.search;

  readonly subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0 && this.followsWindow) window.addEventListener('popstate', this.onTraversal);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      window.removeEventListener('popstate', this.onTraversal);
      clearTimeout(this.settleTimer);
    };
  };

  /** A new object each time, even for the same parameters: nuqs then also reads its queue again. */
  private show(search: URLSearchParams | string): void {
    this.search = new URLSearchParams(search);
    for (const listener of this.listeners) listener();
  }

  /** A location the router rendered: the address from now on. */
  adopt(location: { search: string }): void {
    if (location === this.adopted) return;
    this.adopted = location;
    if (new URLSearchParams(location.search).toString() !== this.search.toString()) this.show(location.search);
  }

  /**
   * Back or Forward: the window's address is the entry arrived at, shown at once (the router may render it later, or
   * not at all when it equals the location it still shows, a write it never rendered left behind).
   */
  private readonly onTraversal = (): void => {
    this.traversed = true;
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.traversed = false;
    }, TRAVERSAL_SETTLE_MS);
    this.show(window.location.search);
  };

  /**
   * A write nuqs flushes, with whether it goes to the address. The first flush after Back or Forward holds the writes
   * made for the entry left (a map's last move, say): applied, it would overwrite the entry arrived at with the one
   * left. It goes nowhere. nuqs already shows it, and reads the address again only when what it is told changes: it
   * is told the write, then (once the page rendered that) the address arrived at.
   */
  write(search: URLSearchParams): boolean {
    if (this.traversed) {
      this.traversed = false;
      clearTimeout(this.settleTimer);
      this.arrivedAt = this.search;
      this.show(search);
      return false;
    }
    this.arrivedAt = null;
    this.show(search);
    return true;
  }

  /** After each render of a URL-state hook, with what it rendered: the second step of a dropped write (above). */
  rendered(search: URLSearchParams): void {
    if (!this.arrivedAt || search !== this.search) return;
    const arrivedAt = this.arrivedAt;
    this.arrivedAt = null;
    this.show(arrivedAt);
  }
}

const AddressStateContext = createContext<AddressState | null>(null);

/**
 * nuqs reading and writing the address through the page's React Router: the shell's router in the site, a remote's
 * own in its standalone page, a memory router in tests. Not nuqs's react-router adapters: they write window.history
 * behind the router's back (the shell and the tests' memory routers would not see the change) and the v7 one
 * imports `react-router`, which Module Federation does not share (only react-router-dom is one instance per page).
 * Each write is one router navigation, as setSearchParams made it: the parameters in URLSearchParams' encoding (the
 * links read as before), a new history entry for `history: 'push'`, else the current one replaced.
 */
export function useRouterSearchParams(): AdapterInterface {
  const address = useContext(AddressStateContext);
  if (!address) throw new Error('useRouterSearchParams needs a UrlStateAdapter around it');
  const navigate = useNavigate();
  const searchParams = useSyncExternalStore(address.subscribe, address.snapshot, address.snapshot);
  useLayoutEffect(() => address.rendered(searchParams), [address, searchParams]);
  const updateUrl = useCallback<AdapterInterface['updateUrl']>(
    (search, options) => {
      // A search-only target keeps the current pathname; the hash goes, as with setSearchParams.
      if (address.write(search)) void navigate(`?${search.toString()}`, { replace: options.history !== 'push' });
    },
    [address, navigate],
  );
  // A copy: nuqs writes its changes into the snapshot it is given.
  const getSearchParamsSnapshot = useCallback(() => new URLSearchParams(address.snapshot()), [address]);
  return { searchParams, updateUrl, getSearchParamsSnapshot };
}

const RouterUrlStateAdapter = createAdapterProvider(useRouterSearchParams);

/** Provides URL state (nuqs's useQueryState) to a tool: each remote's route table wraps its routes in it. */
export function UrlStateAdapter({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [address] = useState(() => new AddressState(location));
  useLayoutEffect(() => address.adopt(location), [address, location]);
  return (
    <AddressStateContext.Provider value={address}>
      <RouterUrlStateAdapter>{children}</RouterUrlStateAdapter>
    </AddressStateContext.Provider>
  );
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
