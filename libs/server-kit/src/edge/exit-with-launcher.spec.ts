import { PassThrough } from 'node:stream';
import { jest } from '@jest/globals';
import { exitWithLauncher, LAUNCHER_PIPE_VARIABLE } from './exit-with-launcher.js';

describe('exitWithLauncher', () => {
  let kill: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    kill = jest.spyOn(process, 'kill').mockImplementation(() => true);
  });
  afterEach(() => kill.mockRestore());
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('sends the process SIGTERM once when the launcher’s pipe closes', async () => {
    const pipe = new PassThrough();
    exitWithLauncher({ [LAUNCHER_PIPE_VARIABLE]: '1' }, pipe);
    await settle();
    expect(kill).not.toHaveBeenCalled();
    pipe.end();
    await settle();
    pipe.destroy();
    await settle();
    expect(kill).toHaveBeenCalledTimes(1);
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGTERM');
  });

  it('does nothing when not started by the launcher', async () => {
    const pipe = new PassThrough();
    exitWithLauncher({}, pipe);
    pipe.end();
    await settle();
    expect(kill).not.toHaveBeenCalled();
    expect(pipe.listenerCount('end')).toBe(0);
  });
});
