import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { SearchIcon } from "../icons";
import { matchSuggestions, SUGGESTION_DELAY_MS, searchUrl } from "./search-suggestions";

interface HeaderSearchProps {
  /** Distinguishes the header's field from the drawer's (and the not-found page's) for labels and tests. */
  placement: "header" | "drawer" | "menu" | "not-found";
  className?: string;
}

const SEARCH_NAMES: Record<HeaderSearchProps["placement"], string> = {
  header: "Site search",
  drawer: "Menu search",
  menu: "Search from the menu page",
  "not-found": "Search for a service",
};

/**
 * The services search: suggestions after a short pause, a pick fills the field and submits,
 * and a submit is a full-page navigation to the contact page (a plain GET form without JS).
 */
export function HeaderSearch({ placement, className = "" }: HeaderSearchProps) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const suggestions = open ? matchSuggestions(text) : [];

  // Words typed into the server's field before this part of the page hydrated are in the field
  // but not in React's state (their input events came before React listened there): take them up
  // once, on hydration, or the suggestions never come and Enter searches for nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration; onTextChange only sets state and the timer
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed) onTextChange(typed);
    return () => clearTimeout(timer.current);
  }, []);

  function onTextChange(value: string) {
    setText(value);
    clearTimeout(timer.current);
    if (!value.trim()) {
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => setOpen(true), SUGGESTION_DELAY_MS);
  }

  function go(value: string) {
    if (!value.trim()) return;
    window.location.assign(searchUrl(value));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    go(text);
  }

  function pick(phrase: string) {
    clearTimeout(timer.current);
    setText(phrase);
    setOpen(false);
    go(phrase);
  }

  function options(): HTMLElement[] {
    return Array.from(listRef.current?.querySelectorAll<HTMLElement>("[role=option]") ?? []);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && suggestions.length > 0) {
      event.preventDefault();
      options()[0]?.focus();
    } else if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
    }
  }

  function onOptionKeyDown(event: KeyboardEvent<HTMLLIElement>, phrase: string, index: number) {
    const all = options();
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      pick(phrase);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      all[Math.min(index + 1, all.length - 1)]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (index === 0) inputRef.current?.focus();
      else all[index - 1]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      inputRef.current?.focus();
    }
  }

  return (
    <form
      role="search"
      // Each search landmark has its own name: the 404 page shows its own beside the header's.
      aria-label={SEARCH_NAMES[placement]}
      action="/contact"
      method="get"
      onSubmit={onSubmit}
      className={`relative ${className}`}
      data-search={placement}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="sr-only" htmlFor={`${listId}-input`}>
        Search services
      </label>
      <div className="flex items-center rounded-md border border-slate-300 bg-white focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-700/30">
        <SearchIcon className="ml-3 shrink-0 text-slate-500" width={16} height={16} />
        <input
          ref={inputRef}
          id={`${listId}-input`}
          name="search"
          type="search"
          autoComplete="off"
          placeholder="Search services..."
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onInputKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          className="w-full min-w-0 bg-transparent px-2 py-2 text-sm text-slate-900 outline-none placeholder:text-slate-500"
        />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={suggestions.length === 0}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((phrase, index) => (
          <li
            key={phrase}
            role="option"
            aria-selected={false}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(phrase)}
            onKeyDown={(event) => onOptionKeyDown(event, phrase, index)}
            className="cursor-pointer px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
          >
            {phrase}
          </li>
        ))}
      </ul>
    </form>
  );
}
