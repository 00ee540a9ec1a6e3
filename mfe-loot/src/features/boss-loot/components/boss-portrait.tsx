import { useState } from 'react';

/** GET /api/icons/bosses/{name}.png — by the boss's English name, the one that never changes with the language. */
export const bossPortraitUrl = (bossName: string) => `/api/icons/bosses/${encodeURIComponent(bossName)}.png`;

/** The boss's portrait; a missing one becomes a plain medallion instead of a broken image. */
export function BossPortrait({ bossName }: { bossName: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="loot-portrait" aria-hidden="true">
      {failed ? (
        <span className="loot-portrait__fallback">{bossName.slice(0, 1)}</span>
      ) : (
        <img src={bossPortraitUrl(bossName)} alt="" width={96} height={96} onError={() => setFailed(true)} />
      )}
    </div>
  );
}
