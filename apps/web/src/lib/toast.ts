/** A button in the toast, e.g. 'Köp poäng' after a refusal for too few points. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/**
 * Asks for the toaster (`AppProvider` mounts it from then on): once the page has settled
 * (src/main.tsx), or at once for a toast that comes first. Until then no page load pays for
 * sonner, its stylesheet and its render (docs/decisions/077-toaster-after-the-start.md).
 */
export function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of toasterListeners) listener();
}

export function isToasterWanted(): boolean {
  return toasterWanted;
}

export function subscribeToToasterWanted(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => {
    toasterListeners.delete(listener);
  };
}

/**
 * sonner is loaded with the toaster, not before it (docs/decisions/027-web-loading.md); a toast
 * shown before the toaster has mounted is replayed by sonner when it subscribes.
 */
function sonner() {
  wantToaster();
  return import('sonner');
}

/** Toasts show one at a time (spec section 9): a new toast replaces the one on screen. */
export const notify = {
  success(message: string, description?: string) {
    void sonner().then(({ toast }) => {
      toast.dismiss();
      toast.success(message, { description });
    });
  },
  error(message: string, description?: string, action?: ToastAction) {
    void sonner().then(({ toast }) => {
      toast.dismiss();
      toast.error(message, { description, action });
    });
  },
  info(message: string, description?: string) {
    void sonner().then(({ toast }) => {
      toast.dismiss();
      toast(message, { description });
    });
  },
};
