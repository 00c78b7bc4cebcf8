import { lazy, type ComponentType } from 'react';

/** Route parameters of the page being opened. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** A lazily loaded page that can also be asked to load ahead of rendering (main.tsx does, for the first page). */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload(params?: PageParams): Promise<unknown> };

/**
 * React.lazy plus `preload()`, both sharing one download. Once the module is there, the page
 * renders directly, without the lazy step: a preloaded first page never suspends, so React shows
 * no loading fallback (and does not hold the page back behind it).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** Starts the page's first reads for these route parameters, when preloading it. */
  prefetch?: (params: PageParams) => void,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const download = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const preload = (params: PageParams = {}) => {
    prefetch?.(params);
    return download();
  };
  const Lazy = lazy(download);
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

/** Whether a component is a LazyPage. */
export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';
}
