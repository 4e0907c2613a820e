import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@ramkoll/shared/schemas/notifications';
import { FakeEventSource } from '@/testing/fake-event-source';
import { connectRealtime, type RealtimeHandlers } from './event-connection';

const latest = () => FakeEventSource.latest();

function notification(id: string): Notification {
  return {
    id,
    type: 'message_received',
    createdAt: '2026-11-23T10:00:00.000Z',
    readAt: null,
    bike: { id: '7b0b3d2e-54a4-4a8e-9f57-1c2f3e4d5a6b', frameNumber: 'WTU123456', label: null },
    receiptId: null,
    points: null,
    senderName: null,
  };
}

const firstId = '11111111-1111-4111-8111-111111111111';
const secondId = '22222222-2222-4222-8222-222222222222';

function handlers() {
  return {
    notification: vi.fn(),
    balance: vi.fn(),
    ready: vi.fn(),
    status: vi.fn(),
  } satisfies RealtimeHandlers;
}

function connect(spy: RealtimeHandlers) {
  return connectRealtime({ handlers: spy, createSource: (url) => new FakeEventSource(url) });
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('connectRealtime', () => {
  it('passes notifications, balances and ready on, and ignores malformed data', () => {
    const spy = handlers();
    const connection = connect(spy);
    expect(latest().url).toBe('/api/events');
    latest().emit('ready', { replayed: 0 });
    latest().emit('notification', notification(firstId));
    latest().emit('notification', '{not json');
    latest().emit('notification', { id: 'x' });
    latest().emit('balance', { pointsBalance: 250 });
    latest().emit('balance', { pointsBalance: -1 });
    expect(spy.ready).toHaveBeenCalledTimes(1);
    expect(spy.notification.mock.calls).toEqual([[notification(firstId)]]);
    expect(spy.balance.mock.calls).toEqual([[250]]);
    expect(spy.status.mock.calls).toEqual([['connecting'], ['open']]);
    connection.close();
  });

  it('reconnects after 1, 2, 5, then every 10 s, resuming after the last notification seen', () => {
    const spy = handlers();
    const connection = connect(spy);
    latest().emit('notification', notification(firstId));
    latest().emit('notification', notification(secondId));

    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = FakeEventSource.all.length;
      latest().fail();
      expect(latest().closed).toBe(true);
      let waited = 0;
      while (FakeEventSource.all.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
      expect(latest().url).toBe(`/api/events?lastEventId=${secondId}`);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000]);

    // A stream that opens (ready) starts the backoff again from 1 s.
    latest().emit('ready', { replayed: 0 });
    const before = FakeEventSource.all.length;
    latest().fail();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.all).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(before + 1);
    connection.close();
  });

  it('treats 35 s without any event (heartbeat 25 s + timeout 10 s) as a dead stream; pings keep it alive', () => {
    const spy = handlers();
    const connection = connect(spy);
    latest().emit('ready', { replayed: 0 });
    for (let beat = 0; beat < 4; beat += 1) {
      vi.advanceTimersByTime(25_000);
      latest().emit('ping', {});
    }
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(35_000);
    expect(FakeEventSource.all[0]?.closed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.all).toHaveLength(2);
    connection.close();
  });

  it('ignores events of a replaced stream and stops for good on close()', () => {
    const spy = handlers();
    const connection = connect(spy);
    const first = latest();
    first.fail();
    vi.advanceTimersByTime(1_000);
    first.emit('notification', notification(firstId));
    expect(spy.notification).not.toHaveBeenCalled();

    connection.close();
    expect(latest().closed).toBe(true);
    const count = FakeEventSource.all.length;
    latest().fail();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.all).toHaveLength(count);
    expect(spy.status).toHaveBeenLastCalledWith('closed');
  });

  it('reconnects at once when the browser comes back online', () => {
    const connection = connect(handlers());
    latest().fail();
    expect(FakeEventSource.all).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(FakeEventSource.all).toHaveLength(2);
    connection.close();
  });
});
