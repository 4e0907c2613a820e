import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageTakeOver, useHydrated } from './use-hydrated';

function Greeting({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'Hej Lova!' : '\u00a0'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while React takes the page over, true right after', async () => {
    const server: boolean[] = [];
    const html = renderToString(
      <PageTakeOver>
        <Greeting seen={server} />
      </PageTakeOver>,
    );
    expect(server).toEqual([false]);
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    const client: boolean[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <PageTakeOver>
          <Greeting seen={client} />
        </PageTakeOver>,
        {
          onRecoverableError: (error) => errors.push(error),
        },
      );
      await Promise.resolve();
    });
    // Taken over as it was (no mismatch), then rendered with what only the browser knows.
    expect(errors).toEqual([]);
    expect(client[0]).toBe(false);
    expect(client.at(-1)).toBe(true);
    expect(container.textContent).toBe('Hej Lova!');
  });

  it('is true at once on a page the app renders itself', async () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Greeting seen={seen} />);
      await Promise.resolve();
    });
    expect(seen).toEqual([true]);
  });
});
