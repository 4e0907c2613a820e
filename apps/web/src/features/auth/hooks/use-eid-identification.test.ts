import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eidOrderIds, fakeEid, nextPoll, stubLocation } from '@/testing/eid';
import { json, mockApi } from '@/testing/mock-api';
import { useEidIdentification } from './use-eid-identification';

afterEach(() => {
  vi.useRealTimers();
});

// The app runs in StrictMode in development: the hook's effects and updaters run twice there.
function renderIdentification() {
  return renderHook(() => useEidIdentification(), { reactStrictMode: true });
}

describe('useEidIdentification', () => {
  it('follows an order poll by poll until it completes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const eid = fakeEid({
      provider: 'bankid',
      orders: [
        [
          { qrData: 'qr-0', hintCode: 'outstandingTransaction' },
          { qrData: 'qr-1', hintCode: 'userSign' },
          { status: 'complete', hintCode: null },
        ],
      ],
    });
    mockApi(eid.handlers);
    const { result } = renderIdentification();
    await act(() => result.current.start({ purpose: 'sign_in', sameDevice: false }));
    expect(result.current.state).toMatchObject({ step: 'pending', order: { qrData: 'qr-0' } });

    await nextPoll();
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        step: 'pending',
        order: { qrData: 'qr-1', hintCode: 'userSign' },
      }),
    );
    await nextPoll();
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ step: 'complete', order: { id: eidOrderIds[0] } }),
    );
  });

  it("fails with BankID's hint code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const eid = fakeEid({
      provider: 'bankid',
      orders: [[{ sameDevice: true }, { status: 'failed', hintCode: 'userCancel' }]],
    });
    mockApi(eid.handlers);
    const { result } = renderIdentification();
    await act(() => result.current.start({ purpose: 'register', sameDevice: true }));
    await nextPoll();
    await waitFor(() =>
      expect(result.current.state).toEqual({
        step: 'failed',
        hintCode: 'userCancel',
        sameDevice: true,
        error: null,
      }),
    );
  });

  it('posts the cancel of a pending order once, and stops following it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const eid = fakeEid({ provider: 'bankid', orders: [[{ qrData: 'qr-0' }]] });
    const fetchMock = mockApi(eid.handlers);
    const { result } = renderIdentification();
    await act(() => result.current.start({ purpose: 'sign_in', sameDevice: false }));
    act(() => result.current.cancel());
    expect(result.current.state).toEqual({ step: 'idle' });
    await waitFor(() => expect(eid.cancelled).toEqual([eidOrderIds[0]]));

    await nextPoll();
    await nextPoll();
    const reads = fetchMock.mock.calls.filter(([url]) => url === `/api/auth/eid/orders/${eidOrderIds[0]}`);
    expect(reads).toHaveLength(0);
    expect(eid.cancelled).toHaveLength(1);
  });

  it('cancels an order that is started after the person cancelled, and stays idle', async () => {
    const eid = fakeEid({ provider: 'bankid', orders: [[{ qrData: 'qr-0' }]] });
    let answer: () => void = () => undefined;
    const startOrder = eid.handlers['POST /api/auth/eid/orders'];
    mockApi({
      ...eid.handlers,
      'POST /api/auth/eid/orders': (request) =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(startOrder?.(request) ?? new Response(null, { status: 500 }));
        }),
    });
    const { result } = renderIdentification();
    let starting: Promise<void> = Promise.resolve();
    act(() => {
      starting = result.current.start({ purpose: 'sign_in', sameDevice: false });
    });
    expect(result.current.state).toEqual({ step: 'starting' });
    act(() => result.current.cancel());
    await act(async () => {
      answer();
      await starting;
    });
    expect(result.current.state).toEqual({ step: 'idle' });
    await waitFor(() => expect(eid.cancelled).toEqual([eidOrderIds[0]]));
  });

  it('gives up after five failed polls in a row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const eid = fakeEid({ provider: 'bankid', orders: [[{ qrData: 'qr-0' }]] });
    let reads = 0;
    mockApi({
      ...eid.handlers,
      [`GET /api/auth/eid/orders/${eidOrderIds[0]}`]: () => {
        reads += 1;
        return json({ error: { code: 'INTERNAL_ERROR' } }, 500);
      },
    });
    const { result } = renderIdentification();
    await act(() => result.current.start({ purpose: 'sign_in', sameDevice: false }));
    for (let poll = 1; poll <= 4; poll += 1) {
      await nextPoll();
      await waitFor(() => expect(reads).toBe(poll));
      expect(result.current.state.step).toBe('pending');
    }
    await nextPoll();
    await waitFor(() => expect(result.current.state).toMatchObject({ step: 'failed', hintCode: null }));
  });

  it("sends the browser to a broker's redirectUrl instead of polling", async () => {
    const location = stubLocation();
    const eid = fakeEid({
      provider: 'oidc',
      orders: [[{ redirectUrl: 'https://eid.example/authorize?state=abc' }]],
    });
    mockApi(eid.handlers);
    const { result } = renderIdentification();
    await act(() => result.current.start({ purpose: 'sign_in', sameDevice: false }));
    expect(result.current.state).toEqual({ step: 'redirecting' });
    expect(location.assign).toHaveBeenCalledWith('https://eid.example/authorize?state=abc');
  });
});
