/** Navigation: previous/next month, year and month selects, today, go-to-date, view and week start. */
import { useId, useState, type SubmitEvent } from 'react';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { InputField } from '../../components/ui/form/Field';
import type { ToolT } from '../../i18n/useToolT';
import { addMonths, formatIso, MAX_YEAR, MIN_YEAR, parseDateInput, type WeekStart, type Ymd } from './logic';
import { monthName, weekdayNames } from './names';

interface Props {
  tt: ToolT<'perpetual-calendar'>;
  selected: Ymd;
  view: 'month' | 'year';
  weekStart: WeekStart;
  onSelect: (date: Ymd) => void;
  onToday: () => void;
  onView: (view: 'month' | 'year') => void;
  onWeekStart: (start: WeekStart) => void;
}

const YEARS = Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, i) => MIN_YEAR + i);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function Toolbar({ tt, selected, view, weekStart, onSelect, onToday, onView, onWeekStart }: Props) {
  const { t, lng } = tt;
  const id = useId();
  const [jump, setJump] = useState('');
  const [error, setError] = useState<'dateEmpty' | 'dateInvalid' | 'dateOutOfRange' | null>(null);
  const step = view === 'year' ? 12 : 1;
  const prev = addMonths(selected, -step);
  const next = addMonths(selected, step);
  const canPrev = prev.y >= MIN_YEAR;
  const canNext = next.y <= MAX_YEAR;
  const nf = new Intl.NumberFormat(lng, { useGrouping: false });
  const [monday = 'Mon', sunday = 'Sun'] = weekdayNames(lng, [1, 0], 'long');

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('date') as HTMLInputElement;
    // A date input holds '' while what was typed is not a whole date.
    const parsed = input.validity.badInput ? { ok: false as const, reason: 'invalid' as const } : parseDateInput(jump);
    if (!parsed.ok) {
      setError(
        parsed.reason === 'empty' ? 'dateEmpty' : parsed.reason === 'invalid' ? 'dateInvalid' : 'dateOutOfRange',
      );
      return;
    }
    setError(null);
    onSelect(parsed.date);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          className="btn"
          onClick={() => onSelect(prev)}
          disabled={!canPrev}
          aria-label={t(view === 'year' ? 'prevYear' : 'prevMonth')}
          title={t(view === 'year' ? 'prevYear' : 'prevMonth')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div>
          <label htmlFor={`${id}-y`} className="mb-1 block text-xs font-medium">
            {t('year')}
          </label>
          <select
            id={`${id}-y`}
            className="field w-auto"
            value={selected.y}
            onChange={(e) => onSelect({ ...selected, y: Number(e.target.value), d: 1 })}
          >
            {YEARS.map((y) => (
              <option key={y} value={y}>
                {nf.format(y)}
              </option>
            ))}
          </select>
        </div>
        {view === 'month' && (
          <div>
            <label htmlFor={`${id}-m`} className="mb-1 block text-xs font-medium">
              {t('month')}
            </label>
            <select
              id={`${id}-m`}
              className="field w-auto"
              value={selected.m}
              onChange={(e) => onSelect({ ...selected, m: Number(e.target.value), d: 1 })}
            >
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {monthName(lng, m)}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="button"
          className="btn"
          onClick={() => onSelect(next)}
          disabled={!canNext}
          aria-label={t(view === 'year' ? 'nextYear' : 'nextMonth')}
          title={t(view === 'year' ? 'nextYear' : 'nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="btn" onClick={onToday}>
          {t('today')}
        </button>
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
        <InputField
          labelClassName="mb-1 block text-xs font-medium"
          label={t('jumpLabel')}
          id={`${id}-d`}
          name="date"
          type="date"
          className="field w-auto"
          min={`${MIN_YEAR}-01-01`}
          max={`${MAX_YEAR}-12-31`}
          value={jump}
          placeholder={formatIso(selected)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => {
            setJump(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn-primary">
          {t('go')}
        </button>
        {error && (
          <p id={`${id}-err`} role="alert" className="error-text w-full" data-testid="pc-jump-error">
            {t(error)}
          </p>
        )}
      </form>
      <div className="flex flex-wrap gap-3">
        <div className="w-full sm:w-auto">
          <span className="mb-1 block text-xs font-medium" aria-hidden="true">
            {t('view')}
          </span>
          <SegmentedControl
            label={t('view')}
            value={view}
            onChange={onView}
            options={[
              { value: 'month', label: t('viewMonth') },
              { value: 'year', label: t('viewYear') },
            ]}
          />
        </div>
        <div className="w-full sm:w-auto">
          <span className="mb-1 block text-xs font-medium" aria-hidden="true">
            {t('weekStart')}
          </span>
          <SegmentedControl
            label={t('weekStart')}
            value={weekStart}
            onChange={onWeekStart}
            options={[
              { value: 'mon', label: monday },
              { value: 'sun', label: sunday },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
