// The helpers of @eoa/server-kit/testing that other tests lean on: they must not leak or swallow anything.
import { jest } from '@jest/globals';
import { eventually, withEnvironment } from '../testing/index.mjs';

describe('withEnvironment', () => {
  const KEY = 'EOA_WITH_ENVIRONMENT_TEST';
  const UNSET = 'EOA_WITH_ENVIRONMENT_TEST_UNSET';

  afterEach(() => {
    delete process.env[KEY];
    delete process.env[UNSET];
  });

  it('sets the variables for the call only and answers what the call answers', async () => {
    process.env[KEY] = 'outer';
    const seen = await withEnvironment({ [KEY]: 'inner', [UNSET]: 'set inside' }, () => [process.env[KEY], process.env[UNSET]]);
    expect(seen).toEqual(['inner', 'set inside']);
    expect(process.env[KEY]).toBe('outer');
    // A variable that was not set is removed again (not left as the text "undefined").
    expect(UNSET in process.env).toBe(false);
  });

  it('removes a variable given as undefined, and puts everything back when the call fails', async () => {
    process.env[KEY] = 'outer';
    await expect(
      withEnvironment({ [KEY]: undefined }, async () => {
        expect(KEY in process.env).toBe(false);
        throw new Error('boot failed');
      }),
    ).rejects.toThrow('boot failed');
    expect(process.env[KEY]).toBe('outer');
  });
});

describe('eventually', () => {
  it('polls a check (plain or async) until it holds, or answers false after the timeout', async () => {
    let calls = 0;
    await expect(eventually(() => ++calls >= 3)).resolves.toBe(true);
    expect(calls).toBe(3);
    await expect(eventually(async () => Promise.resolve(true))).resolves.toBe(true);
  });

  it('keeps asking until its timeout on the clock, and not after', async () => {
    // Jest's clock: the timeout is reached when the clock says so, however busy the machine.
    jest.useFakeTimers();
    try {
      let calls = 0;
      let answer: boolean | undefined;
      const polling = eventually(() => {
        calls += 1;
        return false;
      }, 200).then((value) => {
        answer = value;
      });
      await jest.advanceTimersByTimeAsync(199);
      expect(answer).toBeUndefined();
      const asked = calls;
      expect(asked).toBeGreaterThan(1);
      await jest.advanceTimersByTimeAsync(1);
      await polling;
      expect(answer).toBe(false);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(calls).toBe(asked);
    } finally {
      jest.useRealTimers();
    }
  });
});
