import { cacheControlFor, IMMUTABLE, isContentHashed, REVALIDATE } from './cache-policy.js';

describe('cache policy', () => {
  it.each([
    'main.3f2a9c1d.js',
    '/dist/static/js/async/123.a1b2c3d4e5f60718.js',
    'vendors-node_modules_react.9e8d7c6b.js',
    'styles.0a1b2c3d4e.css',
    'a1b2c3d4e5f6a7b8.js',
    'logo-ab12cd34.png',
  ])('%s is content-hashed', (name) => {
    expect(isContentHashed(name)).toBe(true);
    expect(cacheControlFor(name)).toBe(IMMUTABLE);
  });

  it.each(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'main.js', 'favicon.ico', 'facade-deadbeef.js', '20241231.json', 'bootstrap.js'])(
    '%s is revalidated',
    (name) => {
      expect(isContentHashed(name)).toBe(false);
      expect(cacheControlFor(name)).toBe(REVALIDATE);
    },
  );
});
