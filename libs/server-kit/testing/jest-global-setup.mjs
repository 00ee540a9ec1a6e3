import { setupTestEnvironment } from './index.mjs';

export default () => setupTestEnvironment();
