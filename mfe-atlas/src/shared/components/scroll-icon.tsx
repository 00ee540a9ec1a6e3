/** A quest scroll (an NPC with quests): drawn, not an emoji, so it shows the same without an emoji font. */
export function ScrollIcon({ label }: { label: string }) {
  return (
    <svg className="atlas-scroll-icon" role="img" aria-label={label} viewBox="0 0 24 24" width="18" height="18">
      <title>{label}</title>
      <path d="M6 4h11a2 2 0 0 1 2 2v11H8V6a2 2 0 0 0-2-2Z" fill="#e9d4a0" stroke="#7a5520" strokeWidth="1.4" />
      <path d="M6 4a2 2 0 0 0-2 2v1h4V6a2 2 0 0 0-2-2ZM8 17h12a2 2 0 0 1-2 3H9a2 2 0 0 1-1-3Z" fill="#d4b673" stroke="#7a5520" strokeWidth="1.4" />
      <path d="M11 9h5M11 12h5" stroke="#7a5520" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}
