// The kit's stylesheets (injected as <style> elements by the build: see tools/rspack/create-config.js). Imported by
// the kit's index and by startClientRuntime, which every page calls before its first render: an app that takes only
// a few components from the kit (the package declares its modules free of side effects, so the rest is left out)
// still gets the styles, once, from the one shared copy of this module.
import './theme.css';
import './base.css';
import './components.css';
