import type { ExecutionContext } from '@nestjs/common';
import { INTERNAL_TOKEN_HEADER } from '@eoa/contracts';
import { ProblemException } from '../app/problem.exception.js';
import { loadConfig } from '../config.js';
import { INTERNAL_TOKEN_REQUIRED, InternalTokenGuard } from './internal-token.guard.js';

const guard = new InternalTokenGuard({ ...loadConfig(), internalToken: 'the-internal-token' });

/** An ExecutionContext of an HTTP request with these headers (all the guard reads). */
function withHeaders(headers: Record<string, string | string[]>): ExecutionContext {
  return { switchToHttp: () => ({ getRequest: () => ({ headers }) }) } as unknown as ExecutionContext;
}

describe('InternalTokenGuard', () => {
  it('lets a call with the internal token through', () => {
    expect(guard.canActivate(withHeaders({ [INTERNAL_TOKEN_HEADER]: 'the-internal-token' }))).toBe(true);
  });

  it('refuses a missing, empty, wrong, longer, shorter or differently cased token with 401', () => {
    const refused: Array<Record<string, string>> = [
      {},
      { [INTERNAL_TOKEN_HEADER]: '' },
      { [INTERNAL_TOKEN_HEADER]: 'another-token' },
      { [INTERNAL_TOKEN_HEADER]: 'the-internal-token ' },
      { [INTERNAL_TOKEN_HEADER]: 'the-internal-toke' },
      { [INTERNAL_TOKEN_HEADER]: 'THE-INTERNAL-TOKEN' },
      { authorization: 'Bearer the-internal-token' },
    ];
    for (const headers of refused) {
      let refusal: unknown;
      try {
        guard.canActivate(withHeaders(headers));
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(ProblemException);
      const { code, message } = refusal as ProblemException;
      expect([headers, (refusal as ProblemException).getStatus(), code, message]).toEqual([headers, 401, 'auth.internalToken', INTERNAL_TOKEN_REQUIRED]);
    }
  });
});
