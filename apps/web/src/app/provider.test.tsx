import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Each test gets the toast module's state fresh: whether the toaster is wanted lives there. */
async function freshModules() {
  vi.resetModules();
  const [{ AppProvider }, toast] = await Promise.all([import('./provider'), import('@/lib/toast')]);
  // Loaded ahead, so a lazy toaster that were rendered would show at once.
  await import('@/components/ui/toaster');
  return { AppProvider, toast };
}

/** Renders a page in a fresh AppProvider and returns the toast module it uses. */
async function renderFreshApp() {
  const { AppProvider, toast } = await freshModules();
  render(
    <AppProvider queryClient={new QueryClient()}>
      <p>Sidan</p>
    </AppProvider>,
  );
  await screen.findByText('Sidan');
  return toast;
}

const toasterSelector = '[aria-label^="Notifications"]';

describe('AppProvider and the toaster', () => {
  it('renders no toaster until it is wanted, then mounts it', async () => {
    const toast = await renderFreshApp();
    // A rendered lazy toaster would show by now: its code is loaded, and React reveals what a
    // Suspense boundary waited for at most 300 ms after its fallback.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.querySelector(toasterSelector)).toBeNull();
    expect(toast.isToasterWanted()).toBe(false);

    act(() => toast.wantToaster());
    await vi.waitFor(() => expect(document.querySelector(toasterSelector)).not.toBeNull());
  });

  it('a toast before the toaster is wanted mounts it and is shown', async () => {
    const toast = await renderFreshApp();
    act(() => toast.notify.success('Sparat'));
    expect(toast.isToasterWanted()).toBe(true);
    await screen.findByText('Sparat');
  });

  it('tells its listeners once, and not after they unsubscribe', async () => {
    const { toast } = await freshModules();
    const kept = vi.fn();
    const dropped = vi.fn();
    toast.subscribeToToasterWanted(kept);
    toast.subscribeToToasterWanted(dropped)();
    toast.wantToaster();
    toast.wantToaster();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
