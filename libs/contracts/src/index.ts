export * from './api-error.js';
export * from './homepage.js';
export * from './language.js';
export * from './corrections.js';
export * from './health.js';
export * from './services.js';
export * from './events.js';
export * from './builder.js';
