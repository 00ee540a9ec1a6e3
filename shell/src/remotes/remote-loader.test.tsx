import { jest } from '@jest/globals';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@eoa/ui';
import { fakeFederationRuntime, REMOTES_CONFIG as CONFIG } from '../testing/fake-federation-runtime';
import { createRemoteLoader } from './remote-loader';
import { RemoteLoadError } from './remote-load-error';

function CraftingTool() {
  return <h1>Crafting remote</h1>;
}

describe('createRemoteLoader', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('wraps every failure in a RemoteLoadError naming the remote and the kind of failure', async () => {
    const fake = fakeFederationRuntime({ loot: new Error('boom') });
    const loader = createRemoteLoader({ runtime: fake.runtime, loadConfig: async () => CONFIG });
    const LootApp = loader.lazyApp('loot');
    let caught: unknown;
    render(
      <ErrorBoundary
        fallback={(error) => {
          caught = error;
          return <p>failed</p>;
        }}
      >
        <Suspense fallback={<p>loading</p>}>
          <LootApp />
        </Suspense>
      </ErrorBoundary>,
    );
    await screen.findByText('failed');
    expect(caught).toBeInstanceOf(RemoteLoadError);
    expect(caught).toMatchObject({ remote: 'loot', failure: 'load-failed' });
    expect((caught as Error).cause).toEqual(new Error('boom'));
  });

  it('returns the same component while a load is pending or done', () => {
    const fake = fakeFederationRuntime({ crafting: CraftingTool });
    const loader = createRemoteLoader({ runtime: fake.runtime, loadConfig: async () => CONFIG });
    expect(loader.lazyApp('crafting')).toBe(loader.lazyApp('crafting'));
    loader.invalidate('crafting');
    expect(loader.lazyApp('crafting')).not.toBe(loader.lazyApp('atlas'));
  });
});
