import { type ButtonHTMLAttributes, type ComponentType, lazy, Suspense, useState } from 'react';

/** The trigger button's own props: the stand-in and the real trigger render the same button. */
export type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid'?: string };

/** What every deferred popup receives besides its own props. */
export interface DeferredPopupProps {
  trigger: TriggerProps;
  /** True: the visitor already clicked the stand-in, so the popup mounts open. */
  defaultOpen: boolean;
}

/**
 * A menu or dialog whose library (Radix with floating-ui, focus scope and scroll lock: ~20 KB
 * gzip) loads on first use instead of with the first page. Until then a plain button of the same
 * look stands in; pointing at or focusing it fetches the chunk, a click mounts the popup open.
 */
export function deferredPopup<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredPopupProps> }>,
  popupRole: 'menu' | 'dialog',
) {
  const Popup = lazy(load);
  const prefetch = () => void load().catch(() => undefined);
  return function DeferredPopup(props: P & { trigger: TriggerProps }) {
    const [used, setUsed] = useState(false);
    const standIn = (
      <button
        type="button"
        aria-haspopup={popupRole}
        aria-expanded={false}
        {...props.trigger}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setUsed(true)}
      />
    );
    if (!used) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Popup {...props} defaultOpen />
      </Suspense>
    );
  };
}
