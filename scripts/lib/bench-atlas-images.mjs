// The atlas map images measured through the bench's gateway: the first drawing of a zone map right after the
// service started (the geography read, the world's terrain, rivers and roads worked out, the map drawn and rendered
// to PNG), the first drawing of a neighbouring zone (terrain ready), then the same image served from the cache and
// revalidated (304). The aim: a cached map image ≤ 10 ms.
import { median, percentile } from './statistics.mjs';

const SHIRE = 268437592;
const BREE_LAND = 268437603;


/**
 * `report(label, ms, note)` prints a line; `figure(label, value, unit, aim)` records a figure with a maximum aim;
 * `timedGet(url, headers)` is the bench's GET ({ status, headers, bytes, ms }, the body read whole as sent).
 */
export async function benchAtlasImages({ gateway }, report, figure, timedGet) {
  const image = (id, lang) => `${gateway}/api/maps/${id}/image?lang=${lang}`;
  const first = await timedGet(image(SHIRE, 'en'));
  if (first.status !== 200) throw new Error(`map image: status ${first.status}`);
  report('map image, first after start (the Shire, en)', first.ms, `${(first.bytes / 1e6).toFixed(2)} MB PNG, with the world's terrain, rivers and roads`);
  const neighbour = await timedGet(image(BREE_LAND, 'en'));
  report('map image, first of a neighbour (Bree-land, en)', neighbour.ms, `${(neighbour.bytes / 1e6).toFixed(2)} MB PNG`);
  const language = await timedGet(image(SHIRE, 'ru'));
  report('map image, first in another language (the Shire, ru)', language.ms);

  const warm = [];
  for (let i = 0; i < 30; i++) warm.push((await timedGet(`${image(SHIRE, 'en')}&t=${i}`)).ms);
  report('map image, cached (median of 30)', median(warm), `p95 ${percentile(warm, 0.95).toFixed(1)} ms`);
  const revalidate = await timedGet(image(SHIRE, 'en'), { 'If-None-Match': first.headers.etag });
  if (revalidate.status !== 304) throw new Error(`map image: If-None-Match answered ${revalidate.status}`);
  report('map image, revalidation (304)', revalidate.ms);

  figure('cached map image, through the gateway (median)', median(warm), 'ms', 10);
  figure('map image, first render after start', first.ms, 'ms', 10_000);
}
