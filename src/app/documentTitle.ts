import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/** The title the site shows when a page has none of its own (also index.html's). */
export const SITE_TITLE = 'Viziona | Cine';

/** 'Cartelera' → 'Cartelera | Viziona'. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | Viziona` : SITE_TITLE;
}

/** What a route declares about itself, in `handle`. */
export interface RouteHandle {
  /** Page title: the document title becomes '{title} | Viziona'. */
  title?: string;
}

/** The title declared by the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** Sets the document title from the route table on every route change (mounted once in the layout). */
export function RouteDocumentTitle() {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  // A layout effect runs before the page's own effects, so a page can still refine it (useDocumentTitle).
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title, pathname]);
  return null;
}

/** For pages whose title depends on data (a film, a room): 'Título | Viziona'. */
export function useDocumentTitle(pageTitle: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pageTitle) document.title = documentTitle(pageTitle);
  }, [pageTitle, pathname]);
}
