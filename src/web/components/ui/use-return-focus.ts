import { useRef } from 'react';

/**
 * Radix only returns focus to a `Trigger`. Dialogs opened from state (a row's button, a menu) would leave focus
 * on <body>; this remembers the element focused at opening and returns focus there on close.
 */
export function useReturnFocus<E extends Event>(onOpen?: (event: E) => void, onClose?: (event: E) => void) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: E) => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpen?.(event);
    },
    onCloseAutoFocus: (event: E) => {
      onClose?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (previous.current?.isConnected) previous.current.focus();
    },
  };
}
