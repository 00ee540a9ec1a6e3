import { useBuilder } from '../../../shared/builder-context';
import { CompareView } from './compare-view';
import '../compare.css';

/** "Compare builds" in the Builds tab: the current build (A) beside a second one (B). */
export function CompareSection() {
  const { engine, itemsById, result, gameData } = useBuilder();
  return <CompareView engine={engine} itemsById={itemsById} current={result} traits={gameData?.traits ?? []} />;
}
