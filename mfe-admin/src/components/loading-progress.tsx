import { ProgressBar, useSimulatedProgress } from '@eoa/ui';
import './admin.css';

/** A loading view with the simulated progress bar (spec 3 §9) under the text, announced politely. */
export function LoadingProgress({ text }: { text: string }) {
  // Always waiting while shown, so always a number.
  const progress = useSimulatedProgress(true) ?? 0;
  return (
    <div className="admin-loading" role="status" aria-live="polite">
      <ProgressBar value={progress} label={text} />
    </div>
  );
}
