export type { ItemRecord } from '@eoa/dataset';
export type { LanguageCode } from '@eoa/contracts';
