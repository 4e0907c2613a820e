import { realtimeTiming, type Notification } from '@ramkoll/shared/schemas/notifications';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../db/client.js';
import { selectNotifications } from '../services/notifications/select-notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open /api/events streams of this instance, fed by the database's 'ramkoll_events' channel. */
    events: EventHub;
  }
}

/** The channel the migration 0006 triggers NOTIFY on. */
export const EVENTS_CHANNEL = 'ramkoll_events';

/** More open streams than this for one user (tabs, devices) closes the oldest. */
export const MAX_STREAMS_PER_USER = 5;

/** One open stream, as the hub sees it. */
export interface Subscriber {
  readonly userId: string;
  notification(notification: Notification): void;
  balance(pointsBalance: number): void;
  /** The LISTEN connection was lost and is back: re-read what may have been missed. */
  resync(): void;
  close(): void;
}

type Announcement =
  | { kind: 'notification'; userId: string; id: string }
  | { kind: 'balance'; userId: string; pointsBalance: number };

function parseAnnouncement(payload: string): Announcement | null {
  try {
    const value = JSON.parse(payload) as Partial<Record<string, unknown>>;
    if (typeof value.userId !== 'string') return null;
    if (value.kind === 'notification' && typeof value.id === 'string') {
      return { kind: 'notification', userId: value.userId, id: value.id };
    }
    if (value.kind === 'balance' && typeof value.pointsBalance === 'number') {
      return { kind: 'balance', userId: value.userId, pointsBalance: value.pointsBalance };
    }
    return null;
  } catch {
    return null;
  }
}

export class EventHub {
  private readonly byUser = new Map<string, Subscriber[]>();
  /** Per user, the tail of a promise chain: notifications reach a user's streams in NOTIFY order. */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly read: (userId: string, id: string) => Promise<Notification | null>,
    /** How often streams send a ping and re-check their session (spec: 25 s; tests go faster). */
    readonly heartbeatMs: number,
  ) {}

  subscribe(subscriber: Subscriber): () => void {
    const list = this.byUser.get(subscriber.userId) ?? [];
    list.push(subscriber);
    this.byUser.set(subscriber.userId, list);
    while (list.length > MAX_STREAMS_PER_USER) list.shift()?.close();
    return () => {
      const current = this.byUser.get(subscriber.userId);
      if (!current) return;
      const rest = current.filter((entry) => entry !== subscriber);
      if (rest.length) this.byUser.set(subscriber.userId, rest);
      else this.byUser.delete(subscriber.userId);
    };
  }

  handle(payload: string): void {
    const announcement = parseAnnouncement(payload);
    if (!announcement || !this.byUser.has(announcement.userId)) return;
    const { userId } = announcement;
    if (announcement.kind === 'balance') {
      for (const subscriber of this.byUser.get(userId) ?? []) subscriber.balance(announcement.pointsBalance);
      return;
    }
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        const notification = await this.read(userId, announcement.id);
        if (!notification) return;
        for (const subscriber of this.byUser.get(userId) ?? []) subscriber.notification(notification);
      })
      .catch((error: unknown) => this.app.log.error({ err: error }, 'could not forward a notification'))
      .finally(() => {
        if (this.queues.get(userId) === next) this.queues.delete(userId);
      });
    this.queues.set(userId, next);
  }

  resyncAll(): void {
    this.app.log.warn('event listener reconnected; streams re-read missed notifications');
    for (const list of this.byUser.values()) for (const subscriber of list) subscriber.resync();
  }

  closeAll(): void {
    for (const list of [...this.byUser.values()]) for (const subscriber of [...list]) subscriber.close();
    this.byUser.clear();
  }
}

/**
 * Subscribes this instance to the database's event channel. On PostgreSQL every instance LISTENs
 * on its own connection, so a row committed through one instance reaches streams on all of them.
 */
export const eventsPlugin = fp(
  async function events(app: FastifyInstance, options: { listen: Listen; heartbeatMs?: number }) {
    const hub = new EventHub(
      app,
      async (userId, id) => {
        const [row] = await selectNotifications(app.db, { userId, ids: [id], limit: 1 });
        return row ?? null;
      },
      options.heartbeatMs ?? realtimeTiming.heartbeatMs,
    );
    const unlisten = await options.listen(
      EVENTS_CHANNEL,
      (payload) => hub.handle(payload),
      () => hub.resyncAll(),
    );
    app.decorate('events', hub);
    // Streams are hijacked responses: the HTTP server would wait for them forever on close.
    app.addHook('preClose', (done) => {
      hub.closeAll();
      done();
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });
  },
  { name: 'events', dependencies: ['db'] },
);
