/**
 * The builder's centre tabs (spec 1 §2, §4), in display order. Each is a route of the builder: Items is the
 * builder's own path (/character-builder), the others /character-builder/<view>. The remote's routes are
 * relative to the shell's /character-builder/*, but links and redirects use these absolute paths (as the admin's
 * do) so they read the same in the shell and in the standalone page. Addresses of old kept the tab in a query
 * parameter (?tab=traits): they are redirected to the tab's route, the other parameters kept.
 */
export const BUILDER_VIEWS = ['items', 'traits', 'formula-editor', 'builds', 'debug'] as const;
export type BuilderView = (typeof BUILDER_VIEWS)[number];

/** Where the shell mounts the builder (spec 1 §2). */
export const BUILDER_BASE_PATH = '/character-builder';

/** The query parameter that named the tab before the tabs were routes (links shared then still open). */
export const LEGACY_TAB_PARAM = 'tab';

/** Spec §2: an unknown tab falls back to Items. */
export function parseBuilderView(value: string | null | undefined): BuilderView {
  return (BUILDER_VIEWS as readonly string[]).includes(value ?? '') ? (value as BuilderView) : 'items';
}

/** The route of a tab: '/character-builder' for Items, '/character-builder/traits' for Traits. */
export function viewPath(view: BuilderView): string {
  return view === 'items' ? BUILDER_BASE_PATH : `${BUILDER_BASE_PATH}/${view}`;
}

/** The tab an address shows (its first segment below the builder's path; none or an unknown one is Items). */
export function viewAt(pathname: string): BuilderView {
  if (!pathname.startsWith(`${BUILDER_BASE_PATH}/`)) return 'items';
  return parseBuilderView(pathname.slice(BUILDER_BASE_PATH.length).split('/').find(Boolean));
}
