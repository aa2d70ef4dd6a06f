import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { cn } from './cn.ts';
import { inputClass } from './Field.tsx';

export interface SearchableOption {
  value: string;
  label: string;
}

/** Lower case without accents, so "sudwest" finds "Súdwest-Fryslân". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A keyboard-operable combobox (WAI-ARIA 1.2 pattern): type to filter on label, arrow keys move,
 * Enter or a click chooses, Escape closes. Enter on a closed list is left to the form.
 */
export function SearchableSelect({
  id,
  options,
  value,
  onChange,
  placeholder,
  emptyText,
  describedBy,
  invalid,
  onQueryChange,
  matches,
}: {
  id: string;
  options: readonly SearchableOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  emptyText: string;
  describedBy?: string;
  invalid?: boolean;
  /** Told what the user types, for a list filtered elsewhere (the server). */
  onQueryChange?: (query: string) => void;
  /** The options matching the typed text, when filtered elsewhere; undefined: filter on the labels here. */
  matches?: readonly SearchableOption[];
}) {
  const listId = useId();
  const selected = options.find((o) => o.value === value);
  const [query, setQuery] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const filtered = useMemo(() => {
    if (!open || query === (selected?.label ?? '')) return options;
    const q = fold(query.trim());
    if (q && matches) return matches;
    return q ? options.filter((o) => fold(o.label).includes(q)) : options;
  }, [open, query, options, selected, matches]);

  const activeIndex = Math.min(active, Math.max(filtered.length - 1, 0));
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
    requestAnimationFrame(() =>
      listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView({ block: 'nearest' }),
    );
  };
  const choose = (o: SearchableOption) => {
    onChange(o.value);
    setQuery(o.label);
    setOpen(false);
  };
  const closeAndRestore = () => {
    setOpen(false);
    setQuery(selected?.label ?? '');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      show(open ? Math.min(activeIndex + 1, filtered.length - 1) : Math.max(filtered.indexOf(selected!), 0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      show(Math.max(activeIndex - 1, 0));
    } else if (e.key === 'Home' && open) {
      e.preventDefault();
      show(0);
    } else if (e.key === 'End' && open) {
      e.preventDefault();
      show(filtered.length - 1);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const o = filtered[activeIndex];
      if (o) choose(o);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      closeAndRestore();
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && filtered.length > 0 ? optionId(activeIndex) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        autoComplete="off"
        placeholder={placeholder}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          onQueryChange?.(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={closeAndRestore}
        className={cn(inputClass, 'h-10 pr-9')}
      />
      <ChevronDown
        className="pointer-events-none absolute top-2.5 right-3 h-5 w-5 text-slate-400"
        aria-hidden="true"
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={placeholder}
        hidden={!open || filtered.length === 0}
        className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {open &&
          filtered.map((o, i) => (
            <div
              key={o.value}
              tabIndex={-1}
              id={optionId(i)}
              role="option"
              aria-selected={o.value === value}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
              onMouseMove={() => setActive(i)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm text-slate-800',
                i === activeIndex && 'bg-brand-50 text-brand-900',
              )}
            >
              {o.label}
              {o.value === value && <Check className="h-4 w-4 text-brand-600" aria-hidden="true" />}
            </div>
          ))}
      </div>
      {open && filtered.length === 0 && (
        <p
          role="status"
          className="absolute z-10 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg"
        >
          {emptyText}
        </p>
      )}
    </div>
  );
}
