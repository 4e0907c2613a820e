import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { Toaster, toastOffsets } from './toaster';

// h-16 in top-bar.tsx and site-header.tsx.
const topBarHeightPx = 64;

describe('Toaster', () => {
  it('places toasts below the sticky top bar, so they never cover its points figure', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Betalningen är klar');
    });
    await screen.findByText('Betalningen är klar');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster).not.toBeNull();
    expect(toaster?.dataset.yPosition).toBe('top');
    // Sonner positions the list with these variables: desktop, and phones (below 600 px).
    const desktopTop = parseFloat(toaster?.style.getPropertyValue('--offset-top') ?? '');
    const mobileTop = parseFloat(toaster?.style.getPropertyValue('--mobile-offset-top') ?? '');
    expect(desktopTop).toBe(toastOffsets.desktop.top);
    expect(mobileTop).toBe(toastOffsets.mobile.top);
    expect(desktopTop).toBeGreaterThan(topBarHeightPx);
    expect(mobileTop).toBeGreaterThan(topBarHeightPx);
  });

  it('never asks for the page’s computed style to learn the writing direction', async () => {
    const computedStyle = vi.spyOn(window, 'getComputedStyle');
    try {
      const { rerender } = render(<Toaster />);
      rerender(<Toaster />);
      expect(computedStyle).not.toHaveBeenCalled();
    } finally {
      computedStyle.mockRestore();
    }
    // The list Sonner renders once a toast is shown carries the direction it was given.
    act(() => {
      toast('Sparat');
    });
    await screen.findByText('Sparat');
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('dir')).toBe('ltr');
  });
});
