import { createRouteResolver, resolveService } from './routing-table.js';

describe('resolveService', () => {
  it.each([
    ['/api/items', 'builder'],
    ['/api/items/42', 'builder'],
    ['/api/items/search', 'builder'],
    ['/api/items/42/dropsources', 'loot'],
    ['/api/items/42/dropsources/', 'loot'],
    ['/api/items//dropsources', 'builder'],
    ['/api/loot/boss-tables', 'loot'],
    ['/api/icons/bosses/Thorog.png', 'loot'],
    ['/api/icons/bosses', 'loot'],
    ['/api/icons/12345', 'builder'],
    ['/api/icons/bossesque', 'builder'],
    ['/api/set', 'builder'],
    ['/api/set/1', 'builder'],
    ['/api/set/item/2', 'builder'],
    ['/api/trait/slots/50', 'builder'],
    ['/api/progression', 'builder'],
    ['/api/character/calculate', 'builder'],
    ['/api/data/version', 'builder'],
    ['/api/recipe/12/tree', 'crafting'],
    ['/api/maps/268437557/markers', 'atlas'],
    ['/api/quests/5/chain', 'atlas'],
    ['/api/npcs/races', 'atlas'],
    ['/api/admin/login', 'admin'],
    ['/api/corrections/public', 'admin'],
    ['/api/homepage/app-info', 'admin'],
    ['/api/language/available', 'admin'],
  ])('%s → %s', (path, service) => {
    expect(resolveService(path)).toBe(service);
  });

  it.each(['/api/settings', '/api/traits', '/api/setx/1', '/api/itemsearch', '/api/data', '/api/data/versions', '/api', '/api/', '/api/health/x', '/api/internal/quests', '/API/items'])(
    '%s belongs to nobody',
    (path) => {
      expect(resolveService(path)).toBeUndefined();
    },
  );

  it('prefers the longer rule whatever the order of the table', () => {
    const resolve = createRouteResolver([
      { pattern: '/api/items', service: 'builder' },
      { pattern: '/api/items/:id/dropsources', service: 'loot' },
    ]);
    expect(resolve('/api/items/1/dropsources')).toBe('loot');
    expect(resolve('/api/items/1')).toBe('builder');
  });
});
