import type { KeyboardEvent, WheelEvent } from 'react';

const blocked = new Set(['e', 'E', '.', '-', '+']);

/** Spec §5: number inputs block e, E, '.', '-', '+' and ignore the mouse wheel. */
export const numberInputProps = {
  type: 'number',
  inputMode: 'numeric' as const,
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
    if (blocked.has(event.key)) event.preventDefault();
  },
  onWheel: (event: WheelEvent<HTMLInputElement>) => event.currentTarget.blur(),
};

/** Spec §5: pasting into confirmation fields is blocked. */
export const noPaste = { onPaste: (event: { preventDefault(): void }) => event.preventDefault() };
