import { CraftingPage } from '../app/crafting-page';

/** Crafting (/crafting), loaded by the shell as `crafting/App`. */
export default function CraftingApp() {
  return <CraftingPage />;
}
