import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiJson, apiSend } from './api-client';

function respond(body: unknown, status = 200) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api-client', () => {
  it('sends credentials and JSON and validates the answer', async () => {
    const fetchMock = respond({ ok: true });
    await expect(
      apiJson('/api/x', z.object({ ok: z.boolean() }), { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"a":1}',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      }),
    );
  });

  it('sends a FormData body as it is, leaving the multipart Content-Type to the browser', async () => {
    const fetchMock = respond({ ok: true });
    const form = new FormData();
    form.append('file', new File(['x'], 'kvitto.jpg', { type: 'image/jpeg' }));
    await apiJson('/api/upload', z.object({ ok: z.boolean() }), { method: 'POST', body: form });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/upload',
      expect.objectContaining({ method: 'POST', body: form, headers: { Accept: 'application/json' } }),
    );
  });

  it('turns the server error body into an ApiError with its code', async () => {
    respond({ error: { code: 'FRAME_NUMBER_TAKEN', details: { frameNumber: 'X' } } }, 409);
    const error = await apiJson('/api/x', z.unknown()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'FRAME_NUMBER_TAKEN', status: 409, details: { frameNumber: 'X' } });
  });

  it('uses UNKNOWN_ERROR for an error without the error shape', async () => {
    respond('oops', 502);
    await expect(apiSend('/api/x')).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', status: 502 });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiSend('/api/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('reports an answer of the wrong shape as INVALID_RESPONSE', async () => {
    respond({ count: 'many' });
    await expect(apiJson('/api/x', z.object({ count: z.number() }))).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('accepts an empty 204 answer', async () => {
    respond(undefined, 204);
    await expect(apiSend('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
