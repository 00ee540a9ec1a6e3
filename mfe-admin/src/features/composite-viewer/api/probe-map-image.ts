import { apiGetText } from '@eoa/api-client';

/**
 * GET /maps/{id}/image asked once more after the map's <img> failed to load: an image element learns nothing about
 * why, this call does (the server's message, or the HTTP status). Resolves to the failure, or to null when the image
 * answers this time (the failure passed).
 */
export async function probeMapImage(mapId: number, lang: string): Promise<Error | null> {
  try {
    await apiGetText(`/maps/${mapId}/image`, { query: { lang } });
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
