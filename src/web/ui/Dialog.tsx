import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { t } from '../i18n/index.ts';
import { cn } from './cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A centred modal with title, optional description and a close button. */
export function DialogContent({
  title,
  description,
  children,
  className,
  fallbackFocus,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** A selector for where focus goes when the opener left the page while the dialog was open. */
  fallbackFocus?: string;
}) {
  // Focus goes back to whatever opened the dialog, also when that is not a DialogTrigger.
  const opener = useRef(
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        onCloseAutoFocus={(e) => {
          if (opener.current?.isConnected && opener.current !== document.body) {
            e.preventDefault();
            opener.current.focus();
          } else if (fallbackFocus) {
            const fallback = document.querySelector<HTMLElement>(fallbackFocus);
            if (fallback) {
              e.preventDefault();
              fallback.focus();
            }
          }
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6',
          className,
        )}
      >
        <div className="mb-4 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={t.common.close}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
