import { ProgressBar } from '@eoa/ui';
import { useSimulatedProgress } from '../hooks/use-simulated-progress';
import './admin.css';

/** A loading view with the simulated progress bar (spec 3 §9) under the text, announced politely. */
export function LoadingProgress({ text }: { text: string }) {
  const progress = useSimulatedProgress(true);
  return (
    <div className="admin-loading" role="status" aria-live="polite">
      <ProgressBar value={progress} label={text} />
    </div>
  );
}
