import { UrlStateAdapter } from '@eoa/ui/url-state';
import { CraftingPage } from '../app/crafting-page';

/** Crafting (/crafting), loaded by the shell as `crafting/App`; its state is in the address (nuqs). */
export default function CraftingApp() {
  return (
    <UrlStateAdapter>
      <CraftingPage />
    </UrlStateAdapter>
  );
}
