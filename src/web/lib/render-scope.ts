import type { BootData } from '../../contracts/boot.ts';

/**
 * What one server render of a public page (issue 48 part 5, `entry-server.tsx`) needs that the
 * browser keeps in module state: the page's language and the first-load answers. On the server many
 * renders run at once in one process, so these come from the render's own scope (the server keeps
 * it in an AsyncLocalStorage and hands its reader in); in the browser there is none and the module
 * state is used as before.
 */
export interface RenderScope {
  language: 'nl' | 'en';
  boot: BootData;
  /** The site's public address (APP_URL), where the browser would read `location.origin`. */
  origin: string;
}

/** The page's origin: the browser's, or the server render's public address. */
export const pageOrigin = (): string => renderScope()?.origin ?? window.location.origin;

let reader: (() => RenderScope | undefined) | null = null;

/** The scope of the render in progress, undefined in the browser. */
export const renderScope = (): RenderScope | undefined => reader?.();

/** Called once by the server's render entry. */
export function readRenderScopeFrom(read: () => RenderScope | undefined): void {
  reader = read;
}
