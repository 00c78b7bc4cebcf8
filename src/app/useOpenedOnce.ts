import { useState } from 'react';

/** True from the first render where `open` is true on, so a lazy dialog mounts when first opened and keeps its closing animation. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
