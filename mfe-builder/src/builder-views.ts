/** The builder's centre tabs (spec §2, §4), in display order; the URL carries the current one as ?tab=. */
export const BUILDER_VIEWS = ['items', 'traits', 'formula-editor', 'builds', 'debug'] as const;
export type BuilderView = (typeof BUILDER_VIEWS)[number];

/** Spec §2: an unknown tab falls back to Items. */
export function parseBuilderView(value: string | null): BuilderView {
  return (BUILDER_VIEWS as readonly string[]).includes(value ?? '') ? (value as BuilderView) : 'items';
}
