import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageTakeOver, useHydrated, useOwnShown } from './use-hydrated';

function Greeting({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'Hej Lova!' : '\u00a0'}</p>;
}

/**
 * Renders the page as the server does, then lets React take that HTML over: what the page saw on the
 * server and in the browser, the result, and the mismatches React reported.
 */
async function serverThenHydrated(page: (seen: boolean[]) => ReactNode) {
  const server: boolean[] = [];
  const client: boolean[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(server));
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(client), { onRecoverableError: (error) => errors.push(error) });
    await Promise.resolve();
  });
  return { server, client, container, errors };
}

describe('useHydrated', () => {
  it('is false on the server and while React takes the page over, true right after', async () => {
    const { server, client, container, errors } = await serverThenHydrated((seen) => (
      <PageTakeOver>
        <Greeting seen={seen} />
      </PageTakeOver>
    ));
    expect(server).toEqual([false]);
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

  it('lets what is their own show at once on a page rendered for them, and only then', async () => {
    // Decision 086: the server rendered the page with the person's name, so the take-over has it too.
    function Own({ seen }: { seen: boolean[] }) {
      const shown = useOwnShown();
      seen.push(shown);
      return <p>{shown ? 'Hej Lova!' : '\u00a0'}</p>;
    }
    for (const theirs of [true, false]) {
      const { server, client, container, errors } = await serverThenHydrated((seen) => (
        <PageTakeOver theirs={theirs}>
          <Own seen={seen} />
        </PageTakeOver>
      ));
      expect(server).toEqual([theirs]);
      expect(errors).toEqual([]);
      expect(client[0]).toBe(theirs);
      expect(container.textContent).toBe('Hej Lova!');
    }
  });
});
