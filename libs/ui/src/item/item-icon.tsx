import { useState } from 'react';
import { COLOURED_QUALITIES, QUALITY_COLOURS, type ColouredQuality } from '@eoa/contracts';
import { classNames } from '../class-names';

/** GET /api/icons/{icon}, or /api/icons/layered/{icon} when the id holds several layers joined by "-" (spec 2 §7). */
export function itemIconUrl(icon: string): string {
  const id = encodeURIComponent(icon);
  return icon.includes('-') ? `/api/icons/layered/${id}` : `/api/icons/${id}`;
}

/** The quality's colour (case-insensitive code), or the theme's text colour for an unknown one. */
export function qualityColour(quality: string | null | undefined): string {
  const code = (quality ?? '').toLowerCase();
  return (COLOURED_QUALITIES as readonly string[]).includes(code) ? QUALITY_COLOURS[code as ColouredQuality] : 'var(--color-item-text)';
}

export interface ItemIconProps {
  icon: string | null | undefined;
  quality?: string | null;
  /** Pixels; default 40. */
  size?: number;
  /** Shown in place of a picture that is missing or fails to load (spec: emoji fallback). */
  fallback?: string;
  className?: string;
}

/** An item's picture in a frame of its quality colour; a broken or missing picture becomes the fallback glyph. */
export function ItemIcon({ icon, quality, size = 40, fallback = '📦', className }: ItemIconProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, borderColor: qualityColour(quality) };
  return (
    <span className={classNames('eoa-item-icon', className)} style={style} aria-hidden="true">
      {icon && !failed ? (
        <img src={itemIconUrl(icon)} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className="eoa-item-icon__fallback" style={{ fontSize: Math.round(size * 0.55) }}>
          {fallback}
        </span>
      )}
    </span>
  );
}
