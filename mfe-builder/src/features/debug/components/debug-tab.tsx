import { useBuilder } from '../../../shared/builder-context';
import { DebugView } from './debug-view';
import '../debug.css';

/** The Debug tab (/character-builder/debug): what the page has loaded, and the cache clear. */
export function DebugTab() {
  const { catalog } = useBuilder();
  return <DebugView catalog={catalog} />;
}
