// @eoa/ui/url-state: URL state (nuqs) for the tools, a light entry of its own. Not in the kit's main entry, which is
// one shared module the shell's home page loads: nuqs would weigh on a page that keeps no state in its address.
export { parseAsId, parseAsPage, UrlStateAdapter } from './url-state-adapter';
