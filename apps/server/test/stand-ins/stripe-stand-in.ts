import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A local stand-in for the part of Stripe's API that Ramkoll uses (decision 090): Stripe cannot
 * run here and stripe-mock is a Go binary. The real `stripe` SDK talks to it through its `host`,
 * `port` and `protocol` options (STRIPE_API_BASE), with the request bodies and answers Stripe
 * documents (https://docs.stripe.com/api/checkout/sessions). It keeps its sessions in memory,
 * serves a hosted checkout page, and signs its webhooks exactly as Stripe does
 * (`Stripe-Signature: t=…,v1=…`, the SDK's own generateTestHeaderString).
 */

export interface StripeStandInOptions {
  /**
   * Where the events go: the app's /api/payments/stripe/webhook. Unset when the app's address is
   * known only later (a bench picks its port per start): then `setWebhookUrl` before any event.
   */
  webhookUrl?: string;
  /** The endpoint's signing secret, whsec_…; the app's STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** 0 or unset: any free port. */
  port?: number;
}

type Json = Record<string, unknown>;

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  locale: string | null;
  success_url: string;
  cancel_url: string | null;
  payment_intent: string | null;
  payment_method_types: string[];
  created: number;
  expires_at: number;
  livemode: false;
  /** What the SDK sent, for tests to look at (not a Stripe field; never read by the app). */
  params: Json;
}

export interface DeliveredEvent {
  id: string;
  type: string;
  status: number;
  body: string;
}

export interface StripeStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** For the SDK, or STRIPE_API_BASE. */
  apiBase: { protocol: 'http'; host: string; port: number };
  sessions: Map<string, StandInSession>;
  /** Every webhook sent, with the app's answer. */
  deliveries: DeliveredEvent[];
  /** From now on the events go here (a restarted app on another port, say). */
  setWebhookUrl(url: string): void;
  /**
   * As Stripe retries an event its endpoint did not take: each event whose delivery got no answer
   * (the app was down, or died mid-request) or an answer other than 2xx is sent again, the same
   * event id and body with a fresh signature. Answers the deliveries that got an answer; an event
   * still without one stays for the next call.
   */
  redeliver(): Promise<DeliveredEvent[]>;
  /** As the hosted page's 'Pay' button: paid, `checkout.session.completed` sent. */
  pay(sessionId: string): Promise<DeliveredEvent>;
  /** As POST /v1/refunds: the session's charge refunded (all of it unless `amount`), `charge.refunded` sent. */
  refund(sessionId: string, amount?: number): Promise<DeliveredEvent>;
  /** The card holder disputes the session's charge: `charge.dispute.created` sent. */
  dispute(sessionId: string): Promise<DeliveredEvent>;
  /** As POST /v1/checkout/sessions/:id/expire: `checkout.session.expired` sent. */
  expire(sessionId: string): Promise<DeliveredEvent>;
  close(): Promise<void>;
}

interface Charge {
  id: string;
  paymentIntent: string;
  amountRefunded: number;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/**
 * `a[b][0][c]=1` into `{ a: { b: [{ c: '1' }] } }`, as Stripe reads the SDK's form bodies
 * (numeric keys make arrays).
 */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      node[part] = typeof next === 'object' && next !== null ? next : {};
      node = node[part] as Json;
    });
  }
  return arraysOf(root) as Json;
}

function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysOf(inner)] as const);
  const numeric = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  return numeric
    ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner)
    : Object.fromEntries(entries);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function child(value: unknown, key: string | number): unknown {
  if (Array.isArray(value) && typeof key === 'number') return value[key];
  return typeof value === 'object' && value !== null ? (value as Json)[String(key)] : undefined;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const pageWords = {
  sv: {
    title: 'Betala',
    pay: 'Betala',
    cancel: 'Avbryt',
    total: 'Att betala',
    test: 'Teständpunkt – inga pengar dras.',
  },
  en: { title: 'Pay', pay: 'Pay', cancel: 'Cancel', total: 'Total', test: 'Test stand-in – no money moves.' },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'the Stripe stand-in is for tests and development only; it does not run with NODE_ENV=production',
    );
  }
  const sessions = new Map<string, StandInSession>();
  const charges = new Map<string, Charge>();
  const byIdempotencyKey = new Map<string, StandInSession>();
  const deliveries: DeliveredEvent[] = [];
  /** Events not taken yet (no answer or not 2xx), by id, for `redeliver`. */
  const undelivered = new Map<string, { type: string; payload: string }>();
  let webhookUrl = options.webhookUrl ?? null;
  let base = '';

  async function send(type: string, object: Json): Promise<DeliveredEvent> {
    const event = {
      id: newId('evt_test'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    return deliver(event.id, type, JSON.stringify(event));
  }

  /** One attempt: recorded in `deliveries` when answered, kept for `redeliver` unless answered 2xx. */
  async function deliver(id: string, type: string, payload: string): Promise<DeliveredEvent> {
    undelivered.set(id, { type, payload });
    if (!webhookUrl) throw new Error('the Stripe stand-in has no webhook URL yet (setWebhookUrl)');
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    const delivered = { id, type, status: response.status, body: await response.text() };
    deliveries.push(delivered);
    if (response.ok) undelivered.delete(id);
    return delivered;
  }

  async function redeliver(): Promise<DeliveredEvent[]> {
    const answered: DeliveredEvent[] = [];
    for (const [id, { type, payload }] of [...undelivered]) {
      try {
        answered.push(await deliver(id, type, payload));
      } catch {
        // Still no answer: kept for the next call, as Stripe keeps retrying.
      }
    }
    return answered;
  }

  function sessionOf(id: string): StandInSession {
    const session = sessions.get(id);
    if (!session) throw new StripeApiError(404, `No such checkout.session: '${id}'`, 'session');
    return session;
  }

  function chargeJson(session: StandInSession, charge: Charge): Json {
    return {
      id: charge.id,
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: charge.amountRefunded,
      currency: session.currency,
      payment_intent: charge.paymentIntent,
      metadata: session.metadata,
      paid: true,
      refunded: charge.amountRefunded >= session.amount_total,
      status: 'succeeded',
      livemode: false,
    };
  }

  function paidCharge(session: StandInSession): Charge {
    const charge = session.payment_intent ? charges.get(session.payment_intent) : undefined;
    if (!charge) throw new StripeApiError(400, `The session ${session.id} has no successful charge`);
    return charge;
  }

  function createSession(params: Json, idempotencyKey: string | null): StandInSession {
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return byIdempotencyKey.get(idempotencyKey)!;
    if (params.mode !== 'payment')
      throw new StripeApiError(400, 'This stand-in knows mode=payment only', 'mode');
    const item = child(params.line_items, 0);
    const priceData = child(item, 'price_data');
    const currency = text(child(priceData, 'currency'));
    const unitAmount = Number(child(priceData, 'unit_amount'));
    const quantity = Number(child(item, 'quantity') ?? 1);
    if (!currency || !/^[a-z]{3}$/.test(currency)) {
      throw new StripeApiError(
        400,
        'Missing required param: line_items[0][price_data][currency].',
        'line_items',
      );
    }
    if (!Number.isInteger(unitAmount) || unitAmount < 0) {
      throw new StripeApiError(400, 'Invalid integer: line_items[0][price_data][unit_amount]', 'line_items');
    }
    const successUrl = text(params.success_url);
    if (!successUrl) throw new StripeApiError(400, 'Missing required param: success_url.', 'success_url');
    const id = newId('cs_test');
    const now = Math.floor(Date.now() / 1000);
    const metadata = child(params, 'metadata');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      url: `${base}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      amount_subtotal: unitAmount * quantity,
      currency,
      client_reference_id: text(params.client_reference_id),
      metadata: typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, string>) : {},
      customer_email: text(params.customer_email),
      locale: text(params.locale),
      success_url: successUrl,
      cancel_url: text(params.cancel_url),
      payment_intent: null,
      // Stripe answers the methods it chose when none were asked for; the stand-in has cards.
      payment_method_types: Array.isArray(params.payment_method_types)
        ? params.payment_method_types.filter((type): type is string => typeof type === 'string')
        : ['card'],
      created: now,
      expires_at: now + 24 * 3600,
      livemode: false,
      params,
    };
    sessions.set(id, session);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
    return session;
  }

  async function pay(sessionId: string): Promise<DeliveredEvent> {
    const session = sessionOf(sessionId);
    if (session.status !== 'open')
      throw new StripeApiError(400, `The session ${sessionId} is ${session.status}`);
    const paymentIntent = newId('pi_test');
    charges.set(paymentIntent, { id: newId('ch_test'), paymentIntent, amountRefunded: 0 });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = paymentIntent;
    return send('checkout.session.completed', sessionJson(session));
  }

  async function refund(sessionId: string, amount?: number): Promise<DeliveredEvent> {
    const session = sessionOf(sessionId);
    const charge = paidCharge(session);
    const refundable = session.amount_total - charge.amountRefunded;
    const refunded = amount ?? refundable;
    if (refunded <= 0 || refunded > refundable) {
      throw new StripeApiError(
        400,
        `Refund amount (${refunded}) is greater than unrefunded amount on charge (${refundable})`,
        'amount',
      );
    }
    charge.amountRefunded += refunded;
    return send('charge.refunded', chargeJson(session, charge));
  }

  async function dispute(sessionId: string): Promise<DeliveredEvent> {
    const session = sessionOf(sessionId);
    const charge = paidCharge(session);
    return send('charge.dispute.created', {
      id: newId('dp_test'),
      object: 'dispute',
      amount: session.amount_total,
      currency: session.currency,
      charge: charge.id,
      payment_intent: charge.paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
      metadata: {},
      livemode: false,
    });
  }

  async function expire(sessionId: string): Promise<DeliveredEvent> {
    const session = sessionOf(sessionId);
    if (session.status !== 'open') {
      throw new StripeApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired`);
    }
    session.status = 'expired';
    return send('checkout.session.expired', sessionJson(session));
  }

  function checkoutPage(session: StandInSession): string {
    const words = session.locale === 'en' ? pageWords.en : pageWords.sv;
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    const item = child(child(child(session.params.line_items, 0), 'price_data'), 'product_data');
    const name = text(child(item, 'name')) ?? '';
    return `<!doctype html><html lang="${session.locale === 'en' ? 'en' : 'sv'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>${escapeHtml(name)}</h1><p>${words.total}: <strong>${escapeHtml(amount)}</strong></p>
<p>${escapeHtml(session.customer_email ?? '')}</p><p><small>${words.test}</small></p>
<form method="post" action="/pay/${session.id}/confirm"><button type="submit">${words.pay}</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">${words.cancel}</button></form>
</body></html>`;
  }

  async function route(
    request: IncomingMessage,
    body: string,
  ): Promise<{ status: number; json?: unknown; html?: string; location?: string }> {
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'pay' && parts[1]) {
      const session = sessionOf(parts[1]);
      if (method === 'GET' && parts.length === 2) return { status: 200, html: checkoutPage(session) };
      if (method === 'POST' && parts[2] === 'confirm') {
        await pay(session.id);
        return { status: 303, location: session.success_url };
      }
      if (method === 'POST' && parts[2] === 'cancel') {
        return { status: 303, location: session.cancel_url ?? session.success_url };
      }
    }
    // Control for browser tests that cannot call the functions: refund and dispute.
    if (parts[0] === '_control' && parts[1] === 'sessions' && parts[2] && method === 'POST') {
      if (parts[3] === 'refund') return { status: 200, json: await refund(parts[2]) };
      if (parts[3] === 'dispute') return { status: 200, json: await dispute(parts[2]) };
    }
    if (parts[0] !== 'v1')
      throw new StripeApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    if (!/^Bearer (sk|rk)_test_\w+$/.test(request.headers.authorization ?? '')) {
      throw new StripeApiError(401, 'Invalid API Key provided. The stand-in takes sk_test_ keys only.');
    }
    const params = parseStripeForm(method === 'GET' ? url.searchParams.toString() : body);
    const path = parts.slice(1).join('/');
    if (method === 'POST' && path === 'checkout/sessions') {
      const key = request.headers['idempotency-key'];
      return { status: 200, json: sessionJson(createSession(params, typeof key === 'string' ? key : null)) };
    }
    const sessionPath = /^checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    if (sessionPath?.[1] && method === 'GET' && !sessionPath[2]) {
      return { status: 200, json: sessionJson(sessionOf(sessionPath[1])) };
    }
    if (sessionPath?.[1] && method === 'POST' && sessionPath[2]) {
      await expire(sessionPath[1]);
      return { status: 200, json: sessionJson(sessionOf(sessionPath[1])) };
    }
    if (method === 'POST' && path === 'refunds') {
      const paymentIntent = text(params.payment_intent);
      const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
      if (!session) throw new StripeApiError(400, 'No such payment_intent', 'payment_intent');
      const amount = params.amount === undefined ? undefined : Number(params.amount);
      await refund(session.id, amount);
      const charge = paidCharge(session);
      return {
        status: 200,
        json: {
          id: newId('re_test'),
          object: 'refund',
          amount: amount ?? charge.amountRefunded,
          charge: charge.id,
          currency: session.currency,
          payment_intent: paymentIntent,
          status: 'succeeded',
        },
      };
    }
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      route(request, Buffer.concat(chunks).toString('utf8'))
        .then(({ status, json, html, location }) => {
          if (location) response.writeHead(status, { location }).end();
          else if (html !== undefined)
            response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
          else
            response
              .writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') })
              .end(JSON.stringify(json));
        })
        .catch((error: unknown) => {
          const status = error instanceof StripeApiError ? error.status : 500;
          const message = error instanceof Error ? error.message : String(error);
          const param = error instanceof StripeApiError ? error.param : undefined;
          response.writeHead(status, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
            }),
          );
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    apiBase: { protocol: 'http', host: '127.0.0.1', port },
    sessions,
    deliveries,
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    redeliver,
    pay,
    refund,
    dispute,
    expire,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The session as Stripe answers it (without the stand-in's own `params`). */
function sessionJson(session: StandInSession): Json {
  const { params: _params, ...answer } = session;
  return answer;
}
