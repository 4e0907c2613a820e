import { useEffect, useRef, useState } from 'react';

/**
 * Which of a card's dialogs is open. The dialogs have no Radix trigger (one button may open a
 * blocked dialog instead), so focus goes back by hand to the button that opened the first of them,
 * as keyboard users expect; a button that has gone meanwhile (e.g. 'Sälj' once the bike is for
 * sale) cannot take it.
 */
export function useBikeDialog<TDialog>() {
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (dialog !== null || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [dialog]);

  function open(next: TDialog) {
    if (dialog === null && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
    setDialog(next);
  }

  function close() {
    setDialog(null);
  }

  function closeWhenFalse(isOpen: boolean) {
    if (!isOpen) setDialog(null);
  }

  return { dialog, open, close, closeWhenFalse };
}
