import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppVersionStatus, Badge, Notice, StatusBar, ToolFrame } from '@eoa/ui';

type AdminScreen = 'login' | 'area';

function AdminFrame({ screen }: { screen: AdminScreen }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const text = screen === 'login' ? 'login' : 'placeholder';
  return (
    <ToolFrame
      title={tc('tools.admin')}
      statusBar={
        <StatusBar right={<AppVersionStatus />}>
          <Badge tone="orange">{tc('status.inDevelopment')}</Badge>
        </StatusBar>
      }
    >
      <Notice title={t(`${text}.title`)}>
        <p>{t(`${text}.body`)}</p>
      </Notice>
    </ToolFrame>
  );
}

/**
 * The administrator area (/admin/*), loaded by the shell as `admin/App`. Its routes are relative to the shell's
 * /admin/* route; the login page, guard and screens are a later issue, so every path shows the frame with an
 * honest note (the login path its own).
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<AdminFrame screen="login" />} />
      <Route path="*" element={<AdminFrame screen="area" />} />
    </Routes>
  );
}
