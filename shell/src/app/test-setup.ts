/**
 * Environment of the shell platform's tests (app/, remotes/). Import it FIRST in a test file: ES modules run in
 * import order, and react-router needs TextEncoder while it loads. shell/jest.config.js has no setup file.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { i18n } from '@eoa/i18n';
import enCommon from '@eoa/i18n/locales/en/common.json' with { type: 'json' };

Object.assign(globalThis, { TextEncoder, TextDecoder });

// The common texts straight from the source locale file, whichever build of @eoa/i18n the test resolves.
i18n.addResourceBundle('en', 'common', enCommon, true, true);
