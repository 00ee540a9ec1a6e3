import { setupTestEnvironment } from '@eoa/server-kit/testing';

// A small limit so the 429 is reachable in a test; a long window so it cannot reset mid-test.
export default () => setupTestEnvironment({ CORRECTIONS_RATE_LIMIT: '3', CORRECTIONS_RATE_WINDOW_SECONDS: '600' });
