import { toast } from 'sonner';

/** A button in the toast, e.g. 'Köp poäng' after a refusal for too few points. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Toasts show one at a time (spec section 9): a new toast replaces the one on screen. */
export const notify = {
  success(message: string, description?: string) {
    toast.dismiss();
    return toast.success(message, { description });
  },
  error(message: string, description?: string, action?: ToastAction) {
    toast.dismiss();
    return toast.error(message, { description, action });
  },
  info(message: string, description?: string) {
    toast.dismiss();
    return toast(message, { description });
  },
};
