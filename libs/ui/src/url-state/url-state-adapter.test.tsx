import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, createBrowserRouter, MemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import fc from 'fast-check';
import { parseAsInteger, parseAsString, useQueryState, useQueryStates } from 'nuqs';
import { parseAsId, parseAsPage, UrlStateAdapter, useRouterSearchParams } from './url-state-adapter';

interface Handles {
  setId: (id: number | null) => Promise<URLSearchParams>;
  setText: (text: string | null) => Promise<URLSearchParams>;
  back: () => void;
}

/** A page with an id written as a new history entry and a text replacing the current one, as the tools use them. */
function Probe({ handles }: { handles: Partial<Handles> }) {
  const [id, setId] = useQueryState('id', parseAsId.withOptions({ history: 'push' }));
  const [text, setText] = useQueryState('text', parseAsString.withDefault(''));
  const location = useLocation();
  const navigate = useNavigate();
  Object.assign(handles, { setId, setText, back: () => void navigate(-1) });
  return (
    <p>
      <span data-testid="id">{id === null ? 'none' : id}</span>
      <span data-testid="text">{text}</span>
      <span data-testid="address">{`${location.pathname}${location.search}`}</span>
    </p>
  );
}

function renderAt(path: string) {
  const handles: Partial<Handles> = {};
  render(
    <MemoryRouter initialEntries={[path]}>
      <UrlStateAdapter>
        <Probe handles={handles} />
      </UrlStateAdapter>
    </MemoryRouter>,
  );
  return handles as Handles;
}

const address = () => screen.getByTestId('address').textContent;

describe('UrlStateAdapter', () => {
  it("reads the router's address, not the window's", () => {
    renderAt('/tool/sub?id=12&text=ore');
    expect(screen.getByTestId('id')).toHaveTextContent('12');
    expect(screen.getByTestId('text')).toHaveTextContent('ore');
  });

  it('writes through the router: the pathname and other parameters kept, encoded as URLSearchParams encodes them', async () => {
    const page = renderAt('/tool/sub?other=1');
    await act(() => page.setText('a b,c&d'));
    expect(address()).toBe('/tool/sub?other=1&text=a+b%2Cc%26d');
    await act(() => page.setText(null));
    expect(address()).toBe('/tool/sub?other=1');
  });

  it('adds a history entry for a push and replaces the current one otherwise', async () => {
    const page = renderAt('/tool');
    await act(() => page.setId(5));
    await act(() => page.setText('x'));
    await act(() => page.setId(7));
    expect(address()).toBe('/tool?id=7&text=x');
    act(() => page.back());
    // Back returns to the entry before the last push, which the replace had rewritten.
    await waitFor(() => expect(address()).toBe('/tool?id=5&text=x'));
    expect(screen.getByTestId('id')).toHaveTextContent('5');
    act(() => page.back());
    await waitFor(() => expect(address()).toBe('/tool'));
    expect(screen.getByTestId('id')).toHaveTextContent('none');
  });
});

describe('UrlStateAdapter in the browser', () => {
  const handle: { adapter?: ReturnType<typeof useRouterSearchParams> } = {};
  function Writer() {
    Object.assign(handle, { adapter: useRouterSearchParams() });
    const location = useLocation();
    return <span data-testid="address">{`${location.pathname}${location.search}`}</span>;
  }

  it('drops a write made for the entry Back left, flushed before the page rendered the one it reached', async () => {
    window.history.replaceState(null, '', '/tool?map=2');
    render(
      <BrowserRouter>
        <UrlStateAdapter>
          <Writer />
        </UrlStateAdapter>
      </BrowserRouter>,
    );
    expect(address()).toBe('/tool?map=2');
    // Back reaches map=1 (the window's address moves, then popstate); the page has not rendered it yet when a late
    // move of map 2 is flushed, built on map 2's parameters.
    act(() => {
      window.history.pushState(null, '', '/tool?map=1');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      void handle.adapter!.updateUrl(new URLSearchParams('map=2&lat=5'), { history: 'replace', scroll: false, shallow: true });
    });
    await waitFor(() => expect(address()).toBe('/tool?map=1'));
    expect(window.location.search).toBe('?map=1');
    // The next write goes through.
    act(() => void handle.adapter!.updateUrl(new URLSearchParams('map=1&lat=7'), { history: 'replace', scroll: false, shallow: true }));
    await waitFor(() => expect(address()).toBe('/tool?map=1&lat=7'));
    expect(window.location.search).toBe('?map=1&lat=7');
  });
});

describe('UrlStateAdapter in the browser, Back and Forward at any moment', () => {
  const handle: { select?: (map: number) => unknown; move?: (lat: number) => unknown } = {};
  /** A map chosen as a new history entry and a position replacing the current one: the atlas's two writes. */
  function MapPage() {
    const [state, setState] = useQueryStates({ map: parseAsId, lat: parseAsInteger });
    Object.assign(handle, {
      select: (map: number) => setState({ map, lat: null }, { history: 'push' }),
      move: (lat: number) => setState({ lat }, { history: 'replace' }),
    });
    return <span data-testid="shown">{`map=${state.map ?? ''}&lat=${state.lat ?? ''}`}</span>;
  }
  const shownOf = (search: string) => {
    const params = new URLSearchParams(search);
    return `map=${params.get('map') ?? ''}&lat=${params.get('lat') ?? ''}`;
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  type Step = { kind: 'select'; map: number } | { kind: 'move'; lat: number } | { kind: 'back' } | { kind: 'forward' } | { kind: 'wait'; ms: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('select' as const), map: fc.integer({ min: 1, max: 9 }) }),
    fc.record({ kind: fc.constant('move' as const), lat: fc.integer({ min: 1, max: 99 }) }),
    fc.constant({ kind: 'back' as const }),
    fc.constant({ kind: 'forward' as const }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(0, 1, 20, 60) }),
  );

  it('shows the address it ends at, whatever the order of writes, flushes, Back and Forward', async () => {
    let run = 0;
    const reactActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    // Real timers and real history traversals, as in a browser: no act() around them.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          // A page of its own, as a link opened: Back from it reaches the entries of earlier runs, never one alike.
          run += 1;
          window.history.pushState(null, '', `/tool?map=1&run=${run}`);
          // A data router, as the shell's: its navigations complete a moment later, and Back can come first.
          const router = createBrowserRouter([
            {
              path: '/tool',
              element: (
                <UrlStateAdapter>
                  <MapPage />
                </UrlStateAdapter>
              ),
            },
          ]);
          const view = render(<RouterProvider router={router} />);
          try {
            for (const next of steps) {
              if (next.kind === 'select') handle.select!(next.map);
              else if (next.kind === 'move') handle.move!(next.lat);
              else if (next.kind === 'back') window.history.back();
              else if (next.kind === 'forward') window.history.forward();
              else await pause(next.ms);
            }
            // Settled: every queued write flushed, every traversal done and rendered.
            await pause(150);
            expect(screen.getByTestId('shown').textContent).toBe(shownOf(window.location.search));
          } finally {
            view.unmount();
            router.dispose();
          }
        }),
        { numRuns: 40 },
      );
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactActEnvironment;
    }
  }, 60_000);
});

describe('parseAsId', () => {
  it('reads digits from 1 to MAX_ID and nothing else', () => {
    expect(parseAsId.parse('1')).toBe(1);
    expect(parseAsId.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '2147483648', '-1', '1e3', '1.5', ' 7', 'abc', '', '12345678901']) expect(parseAsId.parse(bad)).toBeNull();
    expect(parseAsId.serialize(42)).toBe('42');
  });
});

describe('parseAsPage', () => {
  it('reads a whole number from 1, as Number reads it, and nothing else', () => {
    expect(parseAsPage.parse('1')).toBe(1);
    expect(parseAsPage.parse('12')).toBe(12);
    expect(parseAsPage.parse('2.0')).toBe(2);
    for (const bad of ['0', '-2', '1.5', 'abc', '2abc', '1e300', 'Infinity']) expect(parseAsPage.parse(bad)).toBeNull();
    expect(parseAsPage.serialize(3)).toBe('3');
  });
});
