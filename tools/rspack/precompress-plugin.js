// Precompressed copies of the text assets a production build emits: `<file>.br` (brotli, quality 11) and
// `<file>.gz` (gzip, level 9) beside each script, stylesheet and JSON file, which the gateway serves as they are
// (gateway/src/static-hosting.ts). Brotli 11 is too slow to run per request, and about 13 % smaller than what the
// gateway's on-the-fly compression sends.
//
// A few lines on node:zlib rather than compression-webpack-plugin: that plugin declares webpack 5 as its peer,
// which npm would install beside rspack just for this.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { rspack } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Scripts, stylesheets and JSON (mf-manifest.json…); not source maps, HTML (served no-cache, small) or images. */
export const PRECOMPRESSED_ASSET = /\.(js|mjs|css|json)$/;
/** Below this a copy saves nothing worth a file (and a compressed tiny file can be larger). */
const MIN_BYTES = 1024;

export async function compressAsset(buffer) {
  const [br, gz] = await Promise.all([
    brotli(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
    gzipAsync(buffer, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification and after the manifest and HTML plugins have added their files.
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const assets = compilation.getAssets().filter(({ name, source }) => PRECOMPRESSED_ASSET.test(name) && source.size() >= MIN_BYTES);
          // One asset at a time: zlib's thread pool already spreads each call, and the build machines have two cores.
          for (const { name, source } of assets) {
            const buffer = source.buffer();
            const { br, gz } = await compressAsset(buffer);
            if (br.length < buffer.length) compilation.emitAsset(`${name}.br`, new RawSource(br));
            if (gz.length < buffer.length) compilation.emitAsset(`${name}.gz`, new RawSource(gz));
          }
        },
      );
    });
  }
}
