import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** Element ids linking a tab to its panel: render the panel with `role="tabpanel"` and these ids. */
export function tabIds(prefix: string, id: string): { tabId: string; panelId: string } {
  return { tabId: `${prefix}-tab-${id}`, panelId: `${prefix}-panel-${id}` };
}

interface Props<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids (see tabIds). */
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  className?: string;
}

/** The panel of tab `id`: linked to its tab by tabIds, hidden unless `active`. */
export function TabPanel({
  idPrefix,
  id,
  active,
  className,
  children,
}: {
  idPrefix: string;
  id: string;
  active: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { tabId, panelId } = tabIds(idPrefix, id);
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} hidden={!active} className={className}>
      {children}
    </div>
  );
}

/**
 * An ARIA tab list (automatic activation): one tab stop, arrow keys / Home / End switch tabs. The caller
 * renders each panel as `<div role="tabpanel" id={panelId} aria-labelledby={tabId}>`.
 */
export function Tabs<T extends string>({ label, idPrefix, tabs, value, onChange, className = '' }: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700 ${className}`}
    >
      {tabs.map((tab, i) => {
        const selected = tab.id === value;
        const { tabId, panelId } = tabIds(idPrefix, tab.id);
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition sm:px-4 ${
              selected
                ? 'border-brand-600 text-brand-700 dark:border-brand-500 dark:text-brand-100'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
