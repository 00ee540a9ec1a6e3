import type { ReactNode } from 'react';

export type BadgeTone = 'orange' | 'blue' | 'green' | 'teal' | 'red' | 'grey' | 'gold';

/** Small label: "In Development", "Instance", "Composite", a status… */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`eoa-badge eoa-badge--${tone}`}>{children}</span>;
}
