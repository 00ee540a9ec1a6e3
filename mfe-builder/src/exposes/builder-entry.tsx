// What the shell loads as builder/App: the page, with the item catalog's load started as soon as this module
// runs (the page adopts the load in flight instead of starting it after its first render).
import { i18n } from '@eoa/i18n';
import { prefetchCatalog } from '../shared/item-catalog/use-item-catalog';

export { default } from './BuilderApp';

prefetchCatalog(i18n.language);
