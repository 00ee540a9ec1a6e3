// /api/icons: generated SVG for item icons (one layer or layered), overlays, trait/class/race emblems and
// virtues at a rank; cached by browsers (a day, ETag, 304); 404 for unknown ids, 400 for malformed ones.
import type { NestExpressApplication } from '@nestjs/platform-express';
import { EQUIPMENT_SLOTS } from '@eoa/contracts';
import request from 'supertest';
import { bootBuilder, sampleWorld } from './support/builder-app.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

/** supertest: keep an SVG body as text. */
const text = (res: unknown, callback: (error: Error | null, body: string) => void) => {
  const stream = res as NodeJS.ReadableStream;
  let body = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (body += chunk));
  stream.on('end', () => callback(null, body));
};

describe('builder /api/icons', () => {
  let app: NestExpressApplication;
  const world = sampleWorld();
  const get = (path: string) => request(app.getHttpServer()).get(path).buffer(true).parse(text);

  beforeAll(async () => {
    app = await bootBuilder();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  const expectSvg = (res: request.Response) => {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"icon-[A-Za-z0-9_-]{20}"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body as string).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="64" height="64" viewBox="0 0 64 64">.*<\/svg>$/s);
    return res.body as string;
  };

  it('an item icon by id: the picture with the quality frame; 304 on its ETag', async () => {
    // Bronze Blade of Vigour: icon "1090703539", uncommon → the yellow frame.
    const res = await get('/api/icons/1090703539');
    expect(expectSvg(res)).toContain('#f9f0a1');
    const again = await request(app.getHttpServer()).get('/api/icons/1090703539').set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
    // With an image extension too.
    expect((await get('/api/icons/1090703539.svg')).body).toBe(res.body);
  });

  it('a layered icon: /api/icons/layered/{a-b} and the same through /api/icons/{a-b}', async () => {
    // Noble Cap of Rivendell: "1090603178-1091041636", rare → the purple frame.
    const layered = expectSvg(await get('/api/icons/layered/1090603178-1091041636'));
    expect(layered).toContain('#d4b0f7');
    expect((await get('/api/icons/1090603178-1091041636')).body).toBe(layered);
    // The base picture alone has no overlay mark.
    expect(expectSvg(await get('/api/icons/1090603178'))).not.toBe(layered);
  });

  it('every distinct icon of 200 sample items renders', async () => {
    const step = Math.floor(world.items.length / 200);
    const icons = [...new Set(world.items.filter((_, i) => i % step === 0).map((i) => i.icon))];
    for (const icon of icons) expectSvg(await get(icon.includes('-') ? `/api/icons/layered/${icon}` : `/api/icons/${icon}`));
    expect(icons.length).toBeGreaterThan(150);
  });

  it('an overlay layer alone, trait, class and race emblems', async () => {
    const overlay = world.items.find((i) => i.icon.includes('-'))!.icon.split('-')[1]!;
    expectSvg(await get(`/api/icons/${overlay}`));
    const virtue = world.traits.find((t) => t.nature === 'Virtue')!;
    const legendary = world.traits.find((t) => t.nature === 'Legendary')!;
    for (const id of [virtue.iconId, legendary.iconId, world.classes[0]!.iconId, world.races[0]!.iconId]) expectSvg(await get(`/api/icons/${id}`));
  });

  it('virtues: /api/icons/{VIRTUE}-{rank}, any case; the rank is drawn', async () => {
    const valour = expectSvg(await get('/api/icons/VALOUR-3'));
    expect(valour).toContain('>3</text>');
    expect((await get('/api/icons/valour-3')).body).toBe(valour);
    expect(expectSvg(await get('/api/icons/Innocence-12'))).toContain('>12</text>');
  });

  it('empty equipment slots: /api/icons/slot-{slot}, any case, one picture per slot; 404 for another word', async () => {
    const pictures = new Set<string>();
    for (const slot of EQUIPMENT_SLOTS) pictures.add(expectSvg(await get(`/api/icons/slot-${slot}`)));
    // The three pairs (rings, earrings, bracelets) share a picture: 19 slots, 16 pictures.
    expect(pictures.size).toBe(16);
    expect((await get('/api/icons/slot-HEAD')).body).toBe((await get('/api/icons/slot-head')).body);
    expectProblem(await get('/api/icons/slot-hat'), { status: 404, code: 'builder.unknownSlot', params: { name: 'hat' }, detail: "Unknown equipment slot 'hat'" });
  });

  it('404 for unknown ids and virtues, 400 for malformed names', async () => {
    expectProblem(await get('/api/icons/5'), { status: 404, code: 'builder.iconNotFound', params: { id: 5 }, detail: 'Icon 5 not found' });
    expectProblem(await get('/api/icons/layered/1090603178-7'), { status: 404, code: 'builder.iconLayerNotFound', params: { id: 7 }, detail: 'Icon layer 7 not found' });
    expectProblem(await get('/api/icons/layered/8-1091041636'), { status: 404, code: 'builder.iconNotFound', params: { id: 8 }, detail: 'Icon 8 not found' });
    expectProblem(await get('/api/icons/GLUTTONY-2'), { status: 404, code: 'builder.unknownVirtue', params: { name: 'GLUTTONY' }, detail: "Unknown virtue 'GLUTTONY'" });
    for (const bad of ['abc', '%3Cscript%3E', '1-2-3-4-5-6-7-8-9', '12345678901', '1--2', 'VALOUR-x']) {
      expectProblem(await get(`/api/icons/${bad}`), { status: 400, code: 'builder.iconFormat', params: { max: 8 }, detail: /^icon must be an icon id/ });
    }
    for (const bad of ['VALOUR-0', 'VALOUR-13']) {
      expectProblem(await get(`/api/icons/${bad}`), { status: 400, code: 'builder.virtueRank', params: { max: 12 }, detail: 'The virtue rank must be an integer from 1 to 12' });
    }
    expectProblem(await get('/api/icons/layered/abc'), { status: 400, code: 'builder.layersFormat', params: { max: 8 }, detail: /^layers must be up to 8 icon ids joined by "-"/ });
  });
});
