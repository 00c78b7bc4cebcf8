import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

/**
 * Like React.lazy, for a component made with antd: its module and antd's scope (theme and locale)
 * download in parallel, and the component renders inside that scope. It can `preload()` too.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPage<P>(async () => {
    const [{ AntdScope }, Component] = await Promise.all([import('./AntdScope'), load()]);
    function InAntdScope(props: P) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    }
    return { default: InAntdScope };
  });
}
