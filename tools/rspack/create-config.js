// One rspack configuration for the six front ends (the shell host and the five remotes), so that they agree
// on what matters at run time: the shared singletons and their versions, the output layout the gateway
// serves, and how TypeScript and CSS are compiled. Each app's rspack.config.js only says who it is.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedConfig } from './shared-config.js';
import { PrecompressPlugin } from './precompress-plugin.js';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** Browsers the site supports (desktop only, spec: "the site is desktop only"). */
const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'];

/**
 * @param {object} options
 * @param {string} options.appDir            the app's folder (import.meta.dirname of its rspack.config.js)
 * @param {'host' | 'remote'} options.kind
 * @param {string} options.name              Module Federation name: 'shell', or the remote name from /remotes.json
 * @param {number} options.port              dev-server port (4000 shell, 4001-4005 remotes)
 * @param {string} options.title             <title> of the app's own page
 * @param {Record<string, string>} [options.exposes]  remotes: { './App': './src/exposes/<Tool>App.tsx' }
 * @param {string} [options.htmlTemplate]    defaults to public/index.html (shell) or the standalone template
 * @param {import('@rspack/dev-server').Configuration} [options.devServer]  extra dev-server settings
 */
export function createAppConfig(options) {
  const { appDir, kind, name, port, title, exposes, htmlTemplate, devServer = {} } = options;
  const isHost = kind === 'host';
  if (!isHost && !exposes) throw new Error(`create-config: remote ${name} must expose ./App`);

  /** @param {unknown} _env @param {{ mode?: string }} argv */
  return (_env, argv = {}) => {
    const isProduction = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const hashed = (ext) => (isProduction ? `[name].[contenthash].${ext}` : `[name].${ext}`);

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      context: appDir,
      mode: isProduction ? 'production' : 'development',
      target: ['web', 'browserslist:' + BROWSER_TARGETS.join(', ')],
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        // Explicit: rspack defaults to <cwd>/dist, which is wrong when the CLI runs from the workspace root.
        path: join(appDir, 'dist'),
        // The shell serves deep links (/map/…) from one index.html, so its assets need absolute URLs. A remote
        // may live on any origin or path: 'auto' resolves its chunks next to its remoteEntry.js.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `eoa_${name}`,
        filename: hashed('js'),
        chunkFilename: hashed('js'),
        cssFilename: hashed('css'),
        cssChunkFilename: hashed('css'),
        assetModuleFilename: isProduction ? 'assets/[name].[contenthash][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      },
      module: {
        parser: {
          // Styles are injected as <style> elements by the module that imports them. They then travel with
          // their (possibly shared, possibly cross-origin) JavaScript module and need no separate
          // stylesheet request resolved against the right public path.
          'css/auto': { exportType: 'style' },
        },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProduction } },
              },
              env: { targets: BROWSER_TARGETS },
            },
            type: 'javascript/auto',
          },
          {
            // The workspace libs are compiled by tsc with bundler resolution: their ESM output imports
            // './instance' without an extension, which strict ESM resolution ("type": "module") refuses.
            test: /\.m?js$/,
            include: join(workspaceRoot, 'libs'),
            resolve: { fullySpecified: false },
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        ...(isHost
          ? [
              // The shell is a runtime-only host: no federation plugin, so its first page carries neither the
              // federation runtime nor whole shared packages. It gives the remotes its own copies of the shared
              // modules when the first tool is opened (shell/src/remotes/shared-modules.ts), with these versions
              // and ranges; ENV_TARGET keeps the runtime's browser code only (the plugin's optimization.target).
              new rspack.DefinePlugin({ __EOA_SHARED__: JSON.stringify(sharedConfig()), ENV_TARGET: JSON.stringify('web') }),
            ]
          : [
              new ModuleFederationPlugin({
                name,
                filename: 'remoteEntry.js',
                exposes,
                shared: sharedConfig(),
                // Never download other remotes' entries just to compare shared versions: a visitor of /crafting
                // loads only crafting, and a dead remote cannot hold up the others. Singletons already loaded by
                // the shell are reused.
                shareStrategy: 'loaded-first',
                manifest: true,
                // The dts plugin would start a type-check worker per build, which the two-core build machines
                // cannot spare (the shell declares the remotes' types by hand in remote-types.d.ts).
                dts: false,
                // A lean federation runtime: the browser build only (no Node script loading in the page's runtime).
                experiments: { optimization: { target: 'web' } },
              }),
            ]),
        new rspack.HtmlRspackPlugin({
          template: htmlTemplate ?? (isHost ? './public/index.html' : join(workspaceRoot, 'tools/rspack/standalone.html')),
          title,
          // Only the app's own entry: a remote's build also emits remoteEntry.js, which its page does not need.
          chunks: ['main'],
          // A remote's own page is for running it alone on its dev server, whose history fallback serves it at
          // deep paths (/character-builder/…): there its scripts must be absolute. The production build uses
          // relative URLs so the page also works from /remotes/<name>/index.html.
          publicPath: isHost || !isProduction ? '/' : undefined,
          minify: isProduction,
        }),
        ...(isHost
          ? [
              new rspack.CopyRspackPlugin({
                patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
              }),
            ]
          : []),
        // The gateway serves these brotli 11 / gzip 9 copies instead of compressing on the fly.
        ...(isProduction ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        minimize: isProduction,
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin()],
      },
      performance: {
        // react-dom alone is ~60 KB gzip; the report below the build lists every asset's size anyway.
        hints: false,
      },
      stats: isProduction ? 'normal' : 'errors-warnings',
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false, // no React Refresh plugin installed; live reload is enough
        liveReload: true,
        // The shell on :4000 fetches remotes' manifests and chunks from :4001-4005.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        // The API of a locally running gateway, for the shell and for a remote's standalone page alike.
        proxy: [{ context: ['/api'], target: process.env.GATEWAY_URL ?? 'http://localhost:3000', changeOrigin: true }],
        ...devServer,
      },
    };
    return config;
  };
}
