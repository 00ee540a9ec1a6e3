export interface ProgressBarProps {
  value: number;
  /** Default 100. */
  max?: number;
  /** Visible text above the bar and the bar's accessible name, e.g. "Loading items… 1,200 / 21,725". */
  label?: string;
}

/** Determinate progress (spec: "every long wait a person sees has progress"). */
export function ProgressBar({ value, max = 100, label }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <div className="eoa-progress">
      {label ? <div className="eoa-progress__label">{label}</div> : null}
      <div
        className="eoa-progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-label={label}
      >
        <div className="eoa-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
