import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { AvailabilityDay } from "../../../contracts/appointment-views";

/**
 * Days, then the day's arrival windows. Days with no free window and full windows stay on
 * screen but are disabled, so a homeowner sees the calendar is real, not empty.
 */
export function WindowPicker({
  days,
  selected,
  onSelect,
  error,
}: {
  days: readonly AvailabilityDay[];
  selected: string | null;
  onSelect: (windowId: string) => void;
  error?: string;
}) {
  const firstOpen = days.find((day) => day.windows.some((w) => w.available))?.date ?? days[0]?.date ?? null;
  const [day, setDay] = useState<string | null>(selected?.slice(0, 10) ?? firstOpen);
  // Unique per picker: a page may show two (the admin's day list and its phoned-in booking).
  const dayLabel = `${useId()}-day`;
  // A window chosen from outside (an alternative offered after a clash) brings its day along.
  useEffect(() => {
    if (selected) setDay(selected.slice(0, 10));
  }, [selected]);
  const shown = days.find((d) => d.date === day);
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  const openDates = days.filter((d) => d.windows.some((w) => w.available)).map((d) => d.date);
  // One tab stop for the whole group: the chosen day, or the first open one.
  const tabStop = shown && openDates.includes(shown.date) ? shown.date : openDates[0];

  /** Arrow keys move between open days and choose them (a radio group); Home and End jump to the ends. */
  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const at = openDates.indexOf(date);
    const last = openDates.length - 1;
    const next: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowDown: at === last ? 0 : at + 1,
      ArrowLeft: at <= 0 ? last : at - 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const target = openDates[next[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    setDay(target);
    dayButtons.current.get(target)?.focus();
  }

  if (days.length === 0)
    return <p className="text-slate-700">No consultation windows are open online right now. Please call us and we'll find a time.</p>;

  return (
    <div>
      <p id={dayLabel} className="text-sm font-semibold text-slate-800">
        Day
      </p>
      {/* Padding all round keeps the focus ring clear of the scroller's clipping. */}
      <div role="radiogroup" aria-labelledby={dayLabel} className="-mx-2 mt-1 flex snap-x gap-2 overflow-x-auto p-2">
        {days.map((option) => {
          const open = option.windows.some((w) => w.available);
          const [weekday, rest] = option.label.split(", ") as [string, string];
          const checked = option.date === shown?.date;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a day is a button styled as a calendar cell, exposed as one radio of the day group
            <button
              key={option.date}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`${option.label}${open ? "" : " (full)"}`}
              disabled={!open}
              tabIndex={option.date === tabStop ? 0 : -1}
              ref={(button) => {
                if (button) dayButtons.current.set(option.date, button);
                else dayButtons.current.delete(option.date);
              }}
              onClick={() => setDay(option.date)}
              onKeyDown={(event) => onDayKeyDown(event, option.date)}
              className={`min-w-[5.5rem] snap-start rounded-lg border px-3 py-2 text-center text-sm focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-brand-900 focus-visible:outline-solid ${
                checked ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-900 hover:border-brand-600"
              } disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-400`}
            >
              <span className="block font-semibold">{weekday.slice(0, 3)}</span>
              <span className="block">{rest}</span>
            </button>
          );
        })}
      </div>
      {shown ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-800">Arrival window on {shown.label}</legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {shown.windows.map((window) => (
              <label
                key={window.id}
                className={`flex items-center justify-between gap-3 rounded-lg border px-4 py-3 ${
                  window.available
                    ? "cursor-pointer border-slate-300 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                    : "cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400"
                }`}
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="window"
                    value={window.id}
                    checked={selected === window.id}
                    disabled={!window.available}
                    onChange={() => onSelect(window.id)}
                    aria-describedby={error ? "window-error" : undefined}
                    className="h-4 w-4 accent-brand-700"
                  />
                  <span className="font-medium">{window.label}</span>
                </span>
                <span className="text-xs">{window.available ? `${window.remaining} open` : "Full"}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p id="window-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
