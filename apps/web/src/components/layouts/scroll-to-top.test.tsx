import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('scrolls to the top on a route change, not when the app starts', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = createMemoryRouter(
      [
        {
          // As in the app's root layout: one ScrollToTop for every page below it.
          element: (
            <>
              <ScrollToTop />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>Hem</p> },
            { path: '/my-bikes', element: <p>Mina cyklar</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/my-bikes'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
