// The app starts from a chunk of its own so that a failed download still shows a message: the shell is a
// runtime-only Module Federation host (shared modules are handed to the remotes at their first load, see
// remotes/shared-modules.ts), so no shared scope has to be settled before bootstrap runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('The site could not start', error);
  const root = document.getElementById('root');
  if (root) {
    // No React and no translations at this point: a plain message beats a blank page.
    root.textContent = 'EoA Companion could not start. Please check your connection and reload the page.';
    root.setAttribute('role', 'alert');
    root.style.cssText = 'padding:2rem;font:16px/1.6 system-ui,sans-serif;text-align:center';
  }
});
