import { Route, Routes } from 'react-router-dom';
import { UrlStateAdapter } from '@eoa/ui/url-state';
import { BuilderLayout } from '../app/builder-layout';
import { LegacyTabRedirect, UnknownTabRedirect } from '../app/legacy-tab-redirect';
import { BuildsTab } from '../features/builds/components/builds-tab';
import { CompareSection } from '../features/compare/components/compare-section';
import { compareWithFile } from '../features/compare/compare-store';
import { DebugTab } from '../features/debug/components/debug-tab';
import { FormulaEditorTab } from '../features/formulas/components/formula-editor-tab';
import { ItemsTab } from '../features/items/components/items-tab';
import { TraitsTab } from '../features/traits/components/traits-tab';

/**
 * The character builder (/character-builder, spec 1 §2), loaded by the shell as `builder/App`. Routes are relative
 * to the shell's /character-builder/*: one frame (character, equipment, stats, status bar) around the centre tabs,
 * each a route — Items at the builder's own path, then traits, formula-editor, builds, debug. An old address with
 * ?tab= goes to its tab's route; an unknown path to Items.
 */
export default function BuilderApp() {
  return (
    <UrlStateAdapter>
      <Routes>
        <Route element={<LegacyTabRedirect />}>
          <Route element={<BuilderLayout />}>
            <Route index element={<ItemsTab />} />
            <Route path="traits" element={<TraitsTab />} />
            <Route path="formula-editor" element={<FormulaEditorTab />} />
            <Route
              path="builds"
              element={
                <BuildsTab onCompare={compareWithFile}>
                  <CompareSection />
                </BuildsTab>
              }
            />
            <Route path="debug" element={<DebugTab />} />
            <Route path="*" element={<UnknownTabRedirect />} />
          </Route>
        </Route>
      </Routes>
    </UrlStateAdapter>
  );
}
