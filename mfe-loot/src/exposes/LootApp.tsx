import { LootTablesPage } from '../loot-tables/components/loot-tables-page';

/** Loot tables (/loot-tables), loaded by the shell as `loot/App`. */
export default function LootApp() {
  return <LootTablesPage />;
}
