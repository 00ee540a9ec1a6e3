// The admin's own part of the test setup, after the front ends' one (@eoa/ui/testing/setup, listed first in
// jest.config.js): only the admin has a login session kept in module state, a quest list scrolled from the
// keyboard, and tests that spy on shared prototypes.
import { afterEach, beforeEach, jest } from '@jest/globals';
import { emulateElementScrolling } from '@eoa/ui/testing';
import { resetAdminSession } from './session/session-store';

// The quest list's keyboard tests scroll it (scrollToIndex) and expect the rows scrolled to.
emulateElementScrolling();

beforeEach(() => {
  // The session store is module state: each test starts as a fresh page, logged out.
  resetAdminSession();
});

afterEach(() => {
  // Spies on prototypes (the composite viewer's element sizes) would outlive their test.
  jest.restoreAllMocks();
});
