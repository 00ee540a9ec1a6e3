import { BuilderPage } from '../app/builder-page';

/** The character builder (/character-builder), loaded by the shell as `builder/App`. */
export default function BuilderApp() {
  return <BuilderPage />;
}
