import { toast } from 'sonner';

/** Toasts show one at a time (spec section 9): a new toast replaces the one on screen. */
export const notify = {
  success(message: string, description?: string) {
    toast.dismiss();
    return toast.success(message, { description });
  },
  error(message: string, description?: string) {
    toast.dismiss();
    return toast.error(message, { description });
  },
  info(message: string, description?: string) {
    toast.dismiss();
    return toast(message, { description });
  },
};
