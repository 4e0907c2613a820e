import { Toaster as Sonner } from 'sonner';

/** Toast display time (spec section 9). */
export const toastDurationMs = 5000;

/**
 * Toasts: one at a time, shown for 5000 ms (spec section 9). Sonner's swipe-to-dismiss threshold
 * is fixed in the library (45 px) and cannot be set to the spec's 50 px.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={toastDurationMs}
      closeButton
      theme="light"
      toastOptions={{
        classNames: {
          toast: 'rounded-2xl! border-border! shadow-lg! font-sans!',
          description: 'text-muted-foreground!',
        },
      }}
    />
  );
}
