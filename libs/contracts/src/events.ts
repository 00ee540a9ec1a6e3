/** Redis pub/sub channel carrying every cross-service event. */
export const EVENTS_CHANNEL = 'eoa:events';

export type DomainEvent =
  | { type: 'editorial.changed'; entity: 'quest' | 'calibration' | 'exclusion'; ids?: string[] }
  | { type: 'data.changed'; service: string; dataVersion?: string }
  | { type: 'settings.changed'; keys: string[] };
