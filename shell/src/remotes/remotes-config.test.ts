import { jest } from '@jest/globals';
import { fetchRemotesConfig, parseRemotesConfig } from './remotes-config';

const origin = 'https://eoa.example.net';

describe('parseRemotesConfig', () => {
  it('makes site paths absolute and keeps absolute URLs of other origins', () => {
    expect(
      parseRemotesConfig(
        {
          builder: '/remotes/builder/mf-manifest.json',
          loot: 'https://cdn.example.org/loot/mf-manifest.json',
        },
        origin,
      ),
    ).toEqual({
      builder: 'https://eoa.example.net/remotes/builder/mf-manifest.json',
      loot: 'https://cdn.example.org/loot/mf-manifest.json',
    });
  });

  it('drops unknown names, empty and non-string values', () => {
    expect(parseRemotesConfig({ crafting: '', atlas: 42, shop: '/remotes/shop/mf-manifest.json' }, origin)).toEqual({});
  });

  it('rejects an answer that is not an object of addresses', () => {
    expect(() => parseRemotesConfig(['builder'], origin)).toThrow(/not an object/);
    expect(() => parseRemotesConfig(null, origin)).toThrow(/not an object/);
  });
});

describe('fetchRemotesConfig', () => {
  it('reads /remotes.json without the HTTP cache', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ admin: '/remotes/admin/mf-manifest.json' }) }));
    const config = await fetchRemotesConfig(fetchMock as unknown as typeof fetch, origin);
    expect(config).toEqual({ admin: 'https://eoa.example.net/remotes/admin/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fails on an HTTP error', async () => {
    const fetchMock = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) }));
    await expect(fetchRemotesConfig(fetchMock as unknown as typeof fetch, origin)).rejects.toThrow('503');
  });
});
