import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { preloadableLazy, usePreloadWhenIdle } from '@/lib/preloadable-lazy';
import { LazyDialog } from './lazy-dialog';

function TipsDialog() {
  return <div role="dialog" aria-label="Söktips" />;
}

function deferredDialog() {
  let finish: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof TipsDialog }>((resolve) => {
        finish = () => resolve({ default: TipsDialog });
      }),
  );
  return { Dialog: preloadableLazy(load), load, finish: () => finish() };
}

describe('LazyDialog', () => {
  it('shows a spinner over the page while the dialog’s code loads, then the dialog', async () => {
    const { Dialog, finish } = deferredDialog();
    render(
      <LazyDialog>
        <Dialog />
      </LazyDialog>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Laddar…');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => finish());
    expect(await screen.findByRole('dialog', { name: 'Söktips' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    await changeLanguage('en');
    const { Dialog } = deferredDialog();
    render(
      <LazyDialog>
        <Dialog />
      </LazyDialog>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('usePreloadWhenIdle', () => {
  it('asks for the code when the page is idle, not while it renders', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { Dialog, load } = deferredDialog();
    function Page() {
      usePreloadWhenIdle(Dialog);
      return <p>Sidan</p>;
    }
    const { unmount } = render(<Page />);
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
    vi.unstubAllGlobals();
  });
});
