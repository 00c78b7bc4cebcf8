import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useOpenedOnce } from './useOpenedOnce';

/**
 * A dialog or panel whose code stays out of its page's first load: it downloads once the person is
 * `near` needing it (or when it first opens) and mounts from its first opening on, keeping its
 * closing animation after.
 */
export function lazyWhenOpened<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazyWhenOpened({ near, ...rest }: P & { near: boolean }) {
    const props = rest as unknown as P;
    const mounted = useOpenedOnce(isOpen(props));
    useEffect(() => {
      if (near) void load();
    }, [near]);
    return mounted ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  };
}
