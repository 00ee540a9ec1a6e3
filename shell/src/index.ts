// Module Federation needs an asynchronous boundary before the app's first import of a shared module (react,
// @eoa/ui…): the runtime first settles the shared scope, then bootstrap runs with the one shared copy.
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
