import { Route, Routes } from 'react-router-dom';
import { UrlStateAdapter } from '@eoa/ui/url-state';
import { AdminNotFound } from '../components/admin-not-found';
import { AuditPage } from '../features/audit/components/audit-page';
import { BackupsPanel } from '../features/backups/components/backups-panel';
import { CalibrationsPage } from '../features/calibrations/components/calibrations-page';
import { AdminCompositeViewer } from '../features/composite-viewer/components/admin-composite-viewer';
import { CorrectionsPage } from '../features/corrections/components/corrections-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { HomepageToolsPage } from '../features/homepage-tools/components/homepage-tools-page';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { LoginPage } from '../features/login/components/login-page';
import { QuestEditorPage } from '../features/quest-editor/components/quest-editor-page';
import { QuestListPage } from '../features/quests/components/quest-list-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { AdminSessionRoot } from '../session/admin-session-root';
import { RequireAdmin } from '../session/require-admin';

/**
 * The administrator area (/admin/*, spec 3 §2), loaded by the shell as `admin/App`. Routes are relative to the
 * shell's /admin/*: the public login page, then every screen inside the guard and the shared layout.
 */
export default function AdminApp() {
  return (
    <UrlStateAdapter>
      <Routes>
        <Route element={<AdminSessionRoot />}>
          <Route path="login" element={<LoginPage />} />
          <Route element={<RequireAdmin />}>
            <Route element={<AdminLayout />}>
              <Route index element={<DashboardPage backups={<BackupsPanel />} />} />
              <Route path="quests" element={<QuestListPage />} />
              <Route path="quests/:questId" element={<QuestEditorPage />} />
              <Route path="calibrations" element={<CalibrationsPage compositeViewer={(calibrations) => <AdminCompositeViewer calibrations={calibrations} />} />} />
              <Route path="homepage-tools" element={<HomepageToolsPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="corrections" element={<CorrectionsPage />} />
              <Route path="audit" element={<AuditPage />} />
              <Route path="*" element={<AdminNotFound />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </UrlStateAdapter>
  );
}
