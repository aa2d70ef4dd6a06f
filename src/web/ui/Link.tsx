import { type ComponentType, createContext, useContext } from 'react';
import type { LinkProps } from 'react-router';

/**
 * A link between the app's screens (decision 500). In the app it is React Router's `Link` (the
 * router's provider, app/router-links.tsx): a click changes the screen without a page load. The
 * light client of the public pages has no router: there it is a plain `<a href>`, a page load, and
 * the next page comes rendered from the server. Both write the same `<a>` for the same `to`.
 */
export type { LinkProps };

/** The address of `to` (a path string, or its parts). */
const hrefOf = (to: LinkProps['to']) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

function PlainLink({
  to,
  state: _state,
  replace: _replace,
  relative: _relative,
  reloadDocument: _reload,
  preventScrollReset: _scroll,
  viewTransition: _transition,
  discover: _discover,
  ...props
}: LinkProps) {
  return <a href={hrefOf(to)} {...props} />;
}

const LinkContext = createContext<ComponentType<LinkProps>>(PlainLink);

/** Gives the links below it another implementation (the app: React Router's). */
export const LinkProvider = LinkContext.Provider;

export function Link(props: LinkProps) {
  const Impl = useContext(LinkContext);
  return <Impl {...props} />;
}
