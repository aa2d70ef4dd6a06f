import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../i18n/index.ts';
import { Button } from './Button.tsx';

export interface TourStep {
  title: string;
  body: string;
}

/** The tour starts this long after the page loads (spec §9). */
export const TOUR_DELAY_MS = 1000;
const DONE = 'done';

function isCompleted(storageKey: string): boolean {
  try {
    return localStorage.getItem(storageKey) === DONE;
  } catch {
    return false;
  }
}

function markCompleted(storageKey: string) {
  try {
    localStorage.setItem(storageKey, DONE);
  } catch {
    /* private mode: the tour simply shows again next time */
  }
}

/**
 * A guided tour (spec §4 Tour): shown once, 1 s after load. It counts as seen (localStorage under
 * `storageKey`) as soon as it appears, so Overslaan, Voltooien or leaving the page all end it for
 * good ("show it once"). It closes as soon as `enabled` turns false (the scan's questions
 * start), so it is never on top of the answers. A non-modal card anchored bottom-centre, above the
 * Coach button: the page stays usable behind it.
 */
export function Tour({
  steps,
  storageKey,
  enabled = true,
}: {
  steps: readonly TourStep[];
  storageKey: string;
  enabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!enabled || steps.length === 0 || isCompleted(storageKey)) return;
    const timer = setTimeout(() => {
      markCompleted(storageKey);
      setOpen(true);
    }, TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, storageKey, steps.length]);

  if (!open || !enabled) return null;
  const step = steps[index];
  const last = index === steps.length - 1;
  const skip = () => setOpen(false);
  const finish = () => setOpen(false);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-3">
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="pointer-events-auto w-full max-w-md rounded-2xl border border-brand-200 bg-white p-5 shadow-xl"
        onKeyDown={(e) => {
          if (e.key === 'Escape') skip();
        }}
      >
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-medium text-brand-700">{t.tour.step(index + 1, steps.length)}</p>
            <h2 id={titleId} className="mt-1 text-base font-semibold text-slate-900">
              {step.title}
            </h2>
          </div>
          <button
            type="button"
            onClick={skip}
            aria-label={t.tour.close}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <p id={bodyId} className="mt-2 text-sm text-slate-700">
          {step.body}
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={skip}>
            {t.tour.skip}
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
              {t.tour.previous}
            </Button>
            {last ? (
              <Button size="sm" onClick={finish}>
                {t.tour.finish}
              </Button>
            ) : (
              <Button size="sm" onClick={() => setIndex((i) => i + 1)}>
                {t.tour.next}
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
