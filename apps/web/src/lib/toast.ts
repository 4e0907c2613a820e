/** A button in the toast, e.g. 'Köp poäng' after a refusal for too few points. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * sonner is loaded with the toaster after the first paint, not before it
 * (docs/decisions/027-web-loading.md); a toast shown before the toaster has mounted is replayed
 * by sonner when it subscribes.
 */
function sonner() {
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
