import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
// The shared i18next instance (English bundled), as the apps load it before rendering the kit.
import '@eoa/i18n';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
