interface Props {
  /** 0–1; absent while the amount of work is not known (an indeterminate bar). */
  value?: number;
  /** Accessible name, e.g. "Progress for photo.jpg". */
  label: string;
  className?: string;
}

/** A progress bar (role progressbar with aria-valuenow in percent). */
export function ProgressBar({ value, label, className = '' }: Props) {
  const known = value !== undefined && Number.isFinite(value);
  const percent = known ? Math.round(Math.min(1, Math.max(0, value)) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? percent : undefined}
      aria-valuetext={known ? `${percent}%` : undefined}
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${className}`}
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500 ${known ? '' : 'w-1/3 animate-pulse'}`}
        style={known ? { width: `${percent}%` } : undefined}
      />
    </div>
  );
}
