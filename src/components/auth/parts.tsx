/** Small shared pieces of the auth islands. */
import type { ReactNode } from 'react';

export function Spinner({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true"></span>
      <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
    </div>
  );
}

export function AuthCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`panel mx-auto w-full max-w-md p-6 shadow-sm sm:p-8 ${className}`}>{children}</div>;
}

export function DevBadge({ label }: { label: string }) {
  return (
    <span className="rounded bg-amber-200 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-amber-950 uppercase">
      {label}
    </span>
  );
}

/** A labelled form field with its hint, or its error in its place (role alert). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="error-text mt-1" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
