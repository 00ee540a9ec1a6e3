import { downloadText } from '@eoa/ui';
import { useBuilder } from '../../../shared/builder-context';
import { FormulaEditor } from './formula-editor';
import '../formulas.css';

/** The Formula Editor tab (/character-builder/formula-editor), previewing the current build. */
export function FormulaEditorTab() {
  const { engine, buildInput } = useBuilder();
  return <FormulaEditor engine={engine} build={buildInput} download={downloadText} />;
}
