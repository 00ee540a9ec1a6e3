import { teardownTestEnvironment } from './index.mjs';

export default () => teardownTestEnvironment();
