import { useId, type ReactNode } from 'react';

/** A centred card with a heading and a few lines of text: "being built" notes, 404, route errors. */
export function Notice({ title, children }: { title: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="eoa-notice" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
