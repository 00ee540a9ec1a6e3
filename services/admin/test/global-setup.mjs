import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupTestEnvironment } from '@eoa/server-kit/testing';

// A small limit so the 429 is reachable in a test; a long window so it cannot reset mid-test. Backups go to a
// temporary folder (made only when one is written; the backups test uses a folder of its own and removes it).
export default () =>
  setupTestEnvironment({
    CORRECTIONS_RATE_LIMIT: '3',
    CORRECTIONS_RATE_WINDOW_SECONDS: '600',
    BACKUP_DIR: join(tmpdir(), `eoa-admin-test-backups-${process.pid}-${Date.now()}`),
  });
