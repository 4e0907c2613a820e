import {
  notificationsReplayLimit,
  realtimeEventNames,
  type Notification,
} from '@ramkoll/shared/schemas/notifications';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Subscriber } from '../../plugins/events.js';
import { PRIVATE_NO_STORE } from '../../plugins/private-answers.js';
import { selectNotifications } from '../../services/notifications/select-notifications.js';

/** A stream whose client stopped reading this far behind is dropped rather than buffered. */
const MAX_BUFFERED_BYTES = 1_000_000;

/** Ids already written, kept to drop a live event that the replay also carried. */
const REMEMBERED_IDS = 500;

/**
 * One open GET /api/events response (Server-Sent Events). It subscribes before replaying what the
 * client missed since `Last-Event-ID`, holds live events back during the replay and drops the
 * duplicates, so a reconnect loses nothing and repeats nothing.
 */
export class EventStream implements Subscriber {
  private replaying = true;
  private held: Notification[] = [];
  private readonly sent = new Set<string>();
  /** The newest notification this client has: the resume point after a lost LISTEN connection. */
  private cursor: string | null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  private unsubscribe: () => void = () => undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly response: ServerResponse,
    readonly userId: string,
    lastEventId: string | null,
    /** Re-checks the session on each heartbeat; false ends the stream. */
    private readonly stillSignedIn: () => Promise<boolean>,
  ) {
    this.cursor = lastEventId;
  }

  async start(headers: Record<string, string>): Promise<void> {
    this.response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // The stream is written by hand (hijacked), past the onSend hooks: decision 093 said here.
      'cache-control': PRIVATE_NO_STORE,
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    this.response.on('close', () => this.close());
    this.unsubscribe = this.app.events.subscribe(this);
    this.heartbeat = setInterval(() => void this.beat(), this.app.events.heartbeatMs);
    this.heartbeat.unref();
    try {
      const missed = this.cursor ? await this.readAfter(this.cursor) : [];
      if (!this.cursor) this.cursor = await this.newestId();
      for (const notification of missed) this.writeNotification(notification);
      const held = this.held;
      this.held = [];
      this.replaying = false;
      for (const notification of held) this.writeNotification(notification);
      this.write(realtimeEventNames.ready, { replayed: missed.length });
    } catch (error) {
      this.app.log.error({ err: error }, 'could not open an event stream');
      this.close();
    }
  }

  notification(notification: Notification): void {
    if (this.replaying) this.held.push(notification);
    else this.writeNotification(notification);
  }

  balance(pointsBalance: number): void {
    this.write(realtimeEventNames.balance, { pointsBalance });
  }

  resync(): void {
    if (this.replaying || this.closed || !this.cursor) return;
    this.readAfter(this.cursor).then(
      (missed) => missed.forEach((notification) => this.writeNotification(notification)),
      (error: unknown) => this.app.log.error({ err: error }, 'could not resync an event stream'),
    );
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.unsubscribe();
    if (!this.response.writableEnded) this.response.end();
  }

  private readAfter(id: string): Promise<Notification[]> {
    return selectNotifications(this.app.db, {
      userId: this.userId,
      cursor: { direction: 'after', id },
      limit: notificationsReplayLimit,
    });
  }

  private async newestId(): Promise<string | null> {
    const [newest] = await selectNotifications(this.app.db, { userId: this.userId, limit: 1 });
    return newest?.id ?? null;
  }

  private async beat(): Promise<void> {
    if (this.closed) return;
    let signedIn = false;
    try {
      signedIn = await this.stillSignedIn();
    } catch (error) {
      this.app.log.warn({ err: error }, 'event stream session check failed');
    }
    if (!signedIn) {
      this.close();
      return;
    }
    this.write(realtimeEventNames.ping, {});
  }

  private writeNotification(notification: Notification): void {
    if (this.sent.has(notification.id)) return;
    this.sent.add(notification.id);
    if (this.sent.size > REMEMBERED_IDS) {
      const oldest = this.sent.values().next();
      if (!oldest.done) this.sent.delete(oldest.value);
    }
    this.cursor = notification.id;
    this.write(realtimeEventNames.notification, notification, notification.id);
  }

  private write(event: string, data: unknown, id?: string): void {
    if (this.closed || this.response.writableEnded) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.close();
      return;
    }
    const lines = [...(id ? [`id: ${id}`] : []), `event: ${event}`, `data: ${JSON.stringify(data)}`];
    this.response.write(`${lines.join('\n')}\n\n`);
  }
}
