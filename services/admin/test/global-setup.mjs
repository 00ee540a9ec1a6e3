import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupTestEnvironment } from '@eoa/server-kit/testing';
import { startFakeAtlas } from './fake-atlas.mjs';

/** The internal token of the run: the fake atlas asks for it, so a test sees admin send it. */
const INTERNAL_TOKEN = 'admin-tests-internal-token';

// A small limit so the 429 is reachable in a test; a long window so it cannot reset mid-test. Backups go to a
// temporary folder (made only when one is written; the backups test uses a folder of its own and removes it).
// Atlas is a fake (test/fake-atlas.mjs) serving six known quests, running for the whole run (unref: it never keeps
// the process alive), so the quest, calibration and stats routes answer in every test file.
export default async () => {
  const atlas = await startFakeAtlas({ token: INTERNAL_TOKEN });
  atlas.server.unref();
  await setupTestEnvironment({
    CORRECTIONS_RATE_LIMIT: '3',
    CORRECTIONS_RATE_WINDOW_SECONDS: '600',
    BACKUP_DIR: join(tmpdir(), `eoa-admin-test-backups-${process.pid}-${Date.now()}`),
    ATLAS_URL: atlas.url,
    INTERNAL_TOKEN,
  });
};
