import { Route, Routes } from 'react-router-dom';
import { LootTablesPage } from '../app/loot-tables-page';

/**
 * Loot tables (/loot-tables, spec 2 §7), loaded by the shell as `loot/App`. Routes are relative to the shell's
 * /loot-tables/*: one page, whose state (the boss viewed, the search) is in the query; a deeper path shows the same page.
 */
export default function LootApp() {
  return (
    <Routes>
      <Route path="*" element={<LootTablesPage />} />
    </Routes>
  );
}
