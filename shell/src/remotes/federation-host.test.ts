import React from 'react';
import * as Zustand from 'zustand';
import { lazyFederationRuntime } from './federation-remote-loader';
import { ROUTER_FOR_REMOTES } from './router-for-remotes';
import { SHARED_MODULES, sharedModules } from './shared-modules';

describe('the shared modules the shell gives the remotes', () => {
  // The build's list (tools/rspack/shared-config.js, given to the tests as to the bundle: see jest.config.js).
  const config = __EOA_SHARED__;

  it('has a module for every request the remotes share, and no other', () => {
    expect(Object.keys(config)).toContain('react');
    expect(Object.keys(SHARED_MODULES).sort()).toEqual(Object.keys(config).sort());
  });

  it('gives the shell’s own modules with the build’s versions and ranges, as singletons', () => {
    const shared = sharedModules();
    const react = shared.react as { version: string; shareConfig: { singleton: boolean; requiredVersion: string }; lib: () => unknown };
    expect(react.version).toBe(config.react?.version);
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: config.react?.requiredVersion });
    expect(react.lib()).toBe(React);
    expect((shared.zustand as { lib: () => unknown }).lib()).toBe(Zustand);
    expect((shared['react-router-dom'] as { lib: () => unknown }).lib()).toBe(ROUTER_FOR_REMOTES);
  });

  it('refuses a shared request it has no module for', () => {
    expect(() => sharedModules({ ...config, 'left-pad': { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' } })).toThrow(/left-pad/);
  });
});

describe('lazyFederationRuntime', () => {
  function fakeHost() {
    const calls: string[] = [];
    return {
      calls,
      host: {
        registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => {
          calls.push(`register ${remotes.map((remote) => remote.entry).join()}${options?.force ? ' (force)' : ''}`);
        },
        loadRemote: async <T>(id: string) => {
          calls.push(`load ${id}`);
          return { id } as T;
        },
      },
    };
  }

  it('loads the host only when asked, then registers before loading', async () => {
    const { calls, host } = fakeHost();
    const loadHost = jest.fn(async () => host as never);
    const runtime = lazyFederationRuntime(loadHost);
    expect(loadHost).not.toHaveBeenCalled();
    runtime.registerRemotes([{ name: 'loot', entry: '/a.json' }]);
    runtime.registerRemotes([{ name: 'loot', entry: '/b.json' }], { force: true });
    await expect(runtime.loadRemote('loot/App')).resolves.toEqual({ id: 'loot/App' });
    expect(calls).toEqual(['register /a.json', 'register /b.json (force)', 'load loot/App']);
  });

  it('fails the load when the host cannot be fetched, and recovers on the next attempt', async () => {
    const { calls, host } = fakeHost();
    let online = false;
    const runtime = lazyFederationRuntime(async () => {
      if (!online) throw new Error('ChunkLoadError');
      return host as never;
    });
    runtime.registerRemotes([{ name: 'loot', entry: '/a.json' }]);
    await expect(runtime.loadRemote('loot/App')).rejects.toThrow('ChunkLoadError');
    online = true;
    runtime.registerRemotes([{ name: 'loot', entry: '/a.json' }], { force: true });
    await expect(runtime.loadRemote('loot/App')).resolves.toEqual({ id: 'loot/App' });
    expect(calls).toEqual(['register /a.json (force)', 'load loot/App']);
  });
});
