import { jestConfig } from '../../jest.base.js';

export default jestConfig({ rootDir: import.meta.dirname, environment: 'jsdom', setupFiles: ['@eoa/ui/testing/setup'] });
