import { SERVICE_NAMES, type ServiceName } from '@eoa/contracts';

/**
 * Who owns which public /api path (DESIGN.md, "the routing table"). A rule matches its prefix exactly or
 * followed by "/" — so `/api/set` takes `/api/set/item/2` but leaves `/api/settings` alone — and the more
 * specific rule wins: rules are tried longest-first, which is why loot's deeper paths are listed beside
 * builder's broader ones without caring about their order here.
 */
export interface RouteRule {
  /** Path segments after the leading "/"; ":param" matches any one non-empty segment. */
  readonly pattern: string;
  readonly service: ServiceName;
}

export const ROUTING_TABLE: readonly RouteRule[] = [
  { pattern: '/api/items/:id/dropsources', service: 'loot' },
  { pattern: '/api/loot', service: 'loot' },
  { pattern: '/api/icons/bosses', service: 'loot' },
  { pattern: '/api/items', service: 'builder' },
  { pattern: '/api/set', service: 'builder' },
  { pattern: '/api/trait', service: 'builder' },
  { pattern: '/api/progression', service: 'builder' },
  { pattern: '/api/character', service: 'builder' },
  { pattern: '/api/data/version', service: 'builder' },
  { pattern: '/api/icons', service: 'builder' },
  { pattern: '/api/recipe', service: 'crafting' },
  { pattern: '/api/maps', service: 'atlas' },
  { pattern: '/api/quests', service: 'atlas' },
  { pattern: '/api/npcs', service: 'atlas' },
  { pattern: '/api/admin', service: 'admin' },
  { pattern: '/api/corrections', service: 'admin' },
  { pattern: '/api/homepage', service: 'admin' },
  { pattern: '/api/language', service: 'admin' },
  // Each service's OpenAPI document (read by the Swagger UI page at /api/docs).
  ...SERVICE_NAMES.map((service): RouteRule => ({ pattern: `/api/${service}/docs-json`, service })),
];

interface CompiledRule {
  readonly segments: readonly string[];
  readonly service: ServiceName;
}

function compile(rules: readonly RouteRule[]): CompiledRule[] {
  return rules
    .map((rule) => ({ segments: rule.pattern.split('/').slice(1), service: rule.service }))
    .sort((a, b) => b.segments.length - a.segments.length);
}

function matches(rule: CompiledRule, segments: readonly string[]): boolean {
  if (segments.length < rule.segments.length) return false;
  return rule.segments.every((expected, index) => {
    const actual = segments[index];
    return expected.startsWith(':') ? actual !== '' : actual === expected;
  });
}

/** Builds a resolver for a table (the default table unless a test passes its own). */
export function createRouteResolver(rules: readonly RouteRule[] = ROUTING_TABLE): (pathname: string) => ServiceName | undefined {
  const compiled = compile(rules);
  return (pathname) => {
    const segments = pathname.split('/').slice(1);
    return compiled.find((rule) => matches(rule, segments))?.service;
  };
}

/** The service that owns a request path (without query string), or undefined when nobody does. */
export const resolveService = createRouteResolver();
