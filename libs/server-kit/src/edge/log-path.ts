/**
 * A request's target as logs show it: the path without the query string. One rule for the gateway and the
 * services: search text and filters typed by players do not belong in logs.
 */
export function pathForLogs(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}
