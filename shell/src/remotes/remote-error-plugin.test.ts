import { jest } from '@jest/globals';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin, type RemoteErrorReport } from './remote-error-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof remoteErrorPlugin>['errorLoadRemote']>>[0];

function args(lifecycle: Args['lifecycle'], error: unknown): Args {
  return {
    id: 'loot/App',
    error,
    from: 'runtime',
    lifecycle,
    remote: { name: 'loot', entry: 'http://127.0.0.1:9/mf-manifest.json' } as Args['remote'],
    origin: {} as ModuleFederation,
  };
}

describe('remoteErrorPlugin', () => {
  let warn: jest.SpiedFunction<typeof console.warn>;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('never substitutes a module, so loadRemote rejects and the route shows its error state', async () => {
    const reports: RemoteErrorReport[] = [];
    const plugin = remoteErrorPlugin((report) => reports.push(report));
    const error = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {...}');
    expect(await plugin.errorLoadRemote!(args('onLoad', error))).toBeUndefined();
    expect(reports).toEqual([{ remote: 'loot', lifecycle: 'onLoad', error }]);
    expect(warn).toHaveBeenCalledWith('[remotes] loot could not be loaded (onLoad): [ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
  });

  it('lets a dead remote be skipped during shared-module negotiation', async () => {
    const plugin = remoteErrorPlugin();
    expect(await plugin.errorLoadRemote!(args('beforeLoadShare', new TypeError('Failed to fetch')))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[remotes] loot skipped while sharing modules (beforeLoadShare): Failed to fetch');
  });

  it('stays quiet about the manifest step, which is reported again as the load outcome', async () => {
    const onError = jest.fn();
    const plugin = remoteErrorPlugin(onError);
    expect(await plugin.errorLoadRemote!(args('afterResolve', new TypeError('Failed to fetch')))).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
