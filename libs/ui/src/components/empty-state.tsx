/** What a list shows when it has nothing to show (e.g. "No items found matching your criteria."). */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="eoa-empty-state">
      <span className="eoa-empty-state__ornament" aria-hidden="true">
        ❦
      </span>
      <p>{text}</p>
    </div>
  );
}
