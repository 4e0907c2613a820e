import { Toaster as Sonner } from 'sonner';

/** Toast display time (spec section 9). */
export const toastDurationMs = 5000;

/** The sticky top bar's height (`h-16` in top-bar.tsx and site-header.tsx). */
const topBarHeightPx = 64;

/**
 * Toasts start below the top bar, never over it: a toast about points (a payment, a redeemed
 * code) must not hide the 'N p' figure it changed. Sonner's own offsets are 24 px (16 px on
 * phones), inside the bar.
 */
export const toastOffsets = {
  desktop: { top: topBarHeightPx + 12 },
  mobile: { top: topBarHeightPx + 8 },
} as const;

/**
 * Toasts: one at a time, shown for 5000 ms (spec section 9). Sonner's swipe-to-dismiss threshold
 * is fixed in the library (45 px) and cannot be set to the spec's 50 px.
 *
 * The writing direction is given (both languages run left to right): without it Sonner asks
 * `getComputedStyle(<html>)` on every render of the toaster, which makes the browser work out the
 * page's styles then and there, in the middle of React's render on the first load.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={toastDurationMs}
      closeButton
      offset={toastOffsets.desktop}
      mobileOffset={toastOffsets.mobile}
      theme="light"
      dir="ltr"
      toastOptions={{
        // Errors in the destructive style (spec: auth errors), successes in green, so the two
        // never look alike; dark text on a light tint keeps the contrast above 7:1.
        classNames: {
          toast: 'rounded-2xl! border-border! shadow-lg! font-sans!',
          description: 'text-muted-foreground!',
          error:
            'border-destructive/50! bg-[#fef2f2]! text-[#991b1b]! [&_[data-description]]:text-[#7f1d1d]!',
          success: 'border-[#86efac]! bg-[#f0fdf4]! text-[#166534]! [&_[data-description]]:text-[#14532d]!',
        },
      }}
    />
  );
}
