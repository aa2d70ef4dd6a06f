import { type ComponentType, lazy, useSyncExternalStore } from 'react';
import { getLanguage, type Language, subscribeLanguage } from './language.ts';

/** The active language; the calling component re-renders when the picker changes it. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}

/**
 * `React.lazy` for a routed page that also re-renders, with its state kept, when the language
 * changes: the router holds page elements of constant identity, which React would otherwise skip.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Page = lazy(load);
  function LivePage(props: P) {
    useLanguage();
    return <Page {...props} />;
  }
  /** Fetches the page's chunk ahead of its first render (the browser caches the module). */
  LivePage.preload = load;
  return LivePage;
}
