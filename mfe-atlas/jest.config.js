import { jestConfig } from '../jest.base.js';

export default jestConfig({ rootDir: import.meta.dirname, environment: 'jsdom', setupFiles: ['<rootDir>/src/test-setup.ts'] });
