import { AtlasPage } from '../app/atlas-page';

/** Maps & Quests (/map), loaded by the shell as `atlas/App`. */
export default function AtlasApp() {
  return <AtlasPage />;
}
