// Accept-Language → one of the four languages (en, de, fr, ru). q-values are honoured, regions are ignored
// ("de-AT" is German), anything else falls back to English.

import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@eoa/contracts';

const MAX_MEMO = 256;
const memo = new Map<string, LanguageCode>();

/** The best supported language of an Accept-Language header (English when none is acceptable). */
export function pickLanguage(header: string | string[] | undefined): LanguageCode {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return DEFAULT_LANGUAGE;
  const known = memo.get(raw);
  if (known) return known;
  let best: LanguageCode = DEFAULT_LANGUAGE;
  let bestQ = 0;
  // Headers are short; a hostile long one is cut rather than parsed in full.
  for (const part of raw.slice(0, 512).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const code = tag.trim().toLowerCase().split('-')[0] ?? '';
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    // The first of equal q-values wins (the order a browser lists them in).
    if (isLanguageCode(code) && q > bestQ) {
      best = code;
      bestQ = q;
    }
  }
  if (memo.size >= MAX_MEMO) memo.clear();
  memo.set(raw, best);
  return best;
}
