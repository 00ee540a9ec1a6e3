import { UrlStateAdapter } from '@eoa/ui/url-state';
import { AtlasPage } from '../app/atlas-page';

/** Maps & Quests (/map), loaded by the shell as `atlas/App`; every view is in the address (nuqs). */
export default function AtlasApp() {
  return (
    <UrlStateAdapter>
      <AtlasPage />
    </UrlStateAdapter>
  );
}
