import { useState } from 'react';
import type { LanguageCode } from '@eoa/contracts';
import { FLAG_URLS } from '../../../assets/flags/flag-urls';

/**
 * A language's flag. Decorative (the surrounding control carries the name); if the image cannot be loaded the
 * uppercase code is shown instead (spec: "fallback is the uppercase code as text").
 */
export function FlagImage({ code }: { code: LanguageCode }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="language-flag language-flag--text" aria-hidden="true">
        {code.toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="language-flag"
      src={FLAG_URLS[code]}
      alt=""
      aria-hidden="true"
      width={36}
      height={24}
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}
