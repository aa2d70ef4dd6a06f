import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { section } from '../../i18n/index.ts';

const t = section((m) => m.coach);

const loadPanel = () => import('./CoachPanel.tsx');
// The panel (the chat; the Coach itself answers on the server, decision 435): fetched when the
// launcher is pointed at or focused, shown on the first click, never part of a page's first load.
const CoachPanel = lazy(loadPanel);
const prefetch = () => void loadPanel().catch(() => undefined);

/** The floating Coach (spec §2.6) for signed-in users: its launcher, and the chat once opened. */
export function CoachWidget() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open && opened) buttonRef.current?.focus();
  }, [open, opened]);

  return (
    <>
      {!open && (
        <button
          ref={buttonRef}
          type="button"
          aria-label={t.open}
          aria-expanded={false}
          data-coach-launcher=""
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
          className="fixed top-3 right-3 z-50 flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-white shadow-md hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:top-auto sm:right-6 sm:bottom-6 sm:h-14 sm:w-14 sm:shadow-lg"
        >
          <MessageCircle className="h-5 w-5 sm:h-6 sm:w-6" aria-hidden="true" />
        </button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <CoachPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
