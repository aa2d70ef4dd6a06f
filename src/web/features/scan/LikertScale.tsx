import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { LikertValue } from '../../../domain/scan/types.ts';
import { section } from '../../i18n/index.ts';
import { cn } from '../../ui/cn.ts';

const scanText = section((m) => m.scan);

const VALUES: LikertValue[] = [1, 2, 3, 4, 5];

/**
 * The five-point answer scale as an ARIA radio group. Arrow keys move the focus, Space or Enter
 * chooses (choosing advances the scan, so moving must not choose). Tab enters on the chosen option.
 */
export function LikertScale({
  labelledBy,
  value,
  onChoose,
  autoFocus,
}: {
  labelledBy: string;
  value: LikertValue | undefined;
  onChoose: (value: LikertValue) => void;
  autoFocus: boolean;
}) {
  const [focusIndex, setFocusIndex] = useState(value ? value - 1 : 0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // Only when a new question mounts (the parent keys this component by question).
  const initialFocus = useRef(autoFocus ? (value ? value - 1 : 0) : -1);
  useEffect(() => {
    if (initialFocus.current >= 0) refs.current[initialFocus.current]?.focus();
  }, []);

  const move = (to: number) => {
    const next = (to + VALUES.length) % VALUES.length;
    setFocusIndex(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(i + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(i - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(VALUES.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-2 sm:grid-cols-5">
      {VALUES.map((v, i) => {
        const checked = value === v;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a custom radio so arrow keys move focus without choosing (choosing advances the scan)
          <button
            key={v}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={i === (value ? value - 1 : focusIndex) ? 0 : -1}
            onClick={() => onChoose(v)}
            onKeyDown={(e) => onKeyDown(e, i)}
            onFocus={() => setFocusIndex(i)}
            className={cn(
              'flex items-center gap-3 rounded-xl border px-4 py-3 text-left text-sm font-medium transition-colors sm:flex-col sm:justify-center sm:px-2 sm:py-4 sm:text-center',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              checked
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs',
                checked ? 'border-white' : 'border-slate-400',
              )}
            >
              {v}
            </span>
            <span>{scanText.likert[i]}</span>
          </button>
        );
      })}
    </div>
  );
}
