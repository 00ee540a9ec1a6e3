// Test helpers of the front ends (shell and remotes): a fetch router for /api calls and a render inside the
// providers the shell gives a page. Source only, never part of the kit's build (`@eoa/ui/testing`). The setup every
// front end's Jest runs before each test file is `@eoa/ui/testing/setup` (setup.ts), not exported here.
export { mockApi, requestsTo, type MockHandler, type MockReply, type MockRequest } from './mock-api';
export { createTestQueryClient, renderWithProviders } from './render-with-providers';
export { afterPaint, recordMeasures, type RecordedMeasure } from './performance-measures';
export { emulateElementScrolling } from './element-scrolling';
