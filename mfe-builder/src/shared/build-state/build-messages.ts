// The build messages of the rules (English, spec 1 §5, §8) in the page's language.

import type { TFunction } from 'i18next';
import { BUILD_MESSAGES, SHARE_MESSAGES } from '@eoa/game-rules';

export function buildMessageText(message: string, t: TFunction): string {
  if (message === BUILD_MESSAGES.invalidFormat) return t('builder:builds.messages.invalidFormat');
  if (message === BUILD_MESSAGES.unreadable) return t('builder:builds.messages.unreadable');
  if (message === BUILD_MESSAGES.notJson) return t('builder:builds.messages.notJson');
  if (message === SHARE_MESSAGES.invalid) return t('builder:builds.messages.invalidShare');
  const version = /^Unsupported build file version\. Expected 1\.0, got (.*)$/.exec(message);
  if (version) return t('builder:builds.messages.unsupportedVersion', { version: version[1] });
  return message;
}
