import type { z } from 'zod';

/** Codes the client produces itself, besides the server's codes from `errors.ts`. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  unknown: 'UNKNOWN_ERROR',
} as const;

/** A failed API call: `code` is the server's error code (or a client code), never prose. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor(code: string, status: number, details?: unknown) {
    super(`API error ${code} (${status})`);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestInit {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An answer of the server's own route, as the server that renders a page gets it. */
export interface ServerAnswer {
  status: number;
  body: unknown;
}

/** Where the API is answered while the server renders a customer's home (`withServerAnswers`). */
let serverAnswers: ((path: string) => Promise<ServerAnswer>) | null = null;

/**
 * Runs `load` with every API read answered by `answer` instead of the network: the server that
 * renders a signed-in customer's home (src/prerender.tsx, decision 086) runs the page's own queries
 * through its own routes, for the person the page is for. One at a time: the renderer serialises its renders.
 */
export async function withServerAnswers<T>(
  answer: (path: string) => Promise<ServerAnswer>,
  load: () => Promise<T>,
): Promise<T> {
  if (serverAnswers) throw new Error('withServerAnswers does not nest');
  serverAnswers = answer;
  try {
    return await load();
  } finally {
    serverAnswers = null;
  }
}

async function answeredOnServer(
  answer: (path: string) => Promise<ServerAnswer>,
  path: string,
  method: Method,
): Promise<unknown> {
  // A page's first render only reads; nothing is changed on someone's behalf while rendering.
  if (method !== 'GET') throw new ApiError(clientErrorCodes.unknown, 0, `${method} while rendering`);
  const { status, body } = await answer(path);
  if (status >= 200 && status < 300) return body;
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  throw new ApiError(typeof code === 'string' ? code : clientErrorCodes.unknown, status);
}

/**
 * Calls the API with the session cookies and JSON, and turns every failure into an `ApiError`:
 * the server's `{ error: { code, details } }`, or `NETWORK_ERROR` when the request never got an
 * answer. Returns the parsed (unvalidated) body.
 */
async function request(path: string, { method = 'GET', body, signal }: ApiRequestInit): Promise<unknown> {
  if (serverAnswers) return answeredOnServer(serverAnswers, path, method);
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(clientErrorCodes.network, 0, error instanceof Error ? error.message : undefined);
  }

  const payload = await readJson(response);
  if (response.ok) return payload;
  // Loaded on the first failed call: zod stays out of the first page load (decision 027).
  const { ZApiError } = await import('@ramkoll/shared/schemas/api-error');
  const parsed = ZApiError.safeParse(payload);
  if (parsed.success) throw new ApiError(parsed.data.error.code, response.status, parsed.data.error.details);
  throw new ApiError(clientErrorCodes.unknown, response.status);
}

/** An answer checked against `schema`: its parsed value, or `INVALID_RESPONSE` on a mismatch. */
export async function validAnswer<TSchema extends z.ZodType>(
  payload: unknown,
  schema: TSchema,
): Promise<z.output<TSchema>> {
  const parsed = await schema.safeParseAsync(payload);
  if (!parsed.success) throw new ApiError(clientErrorCodes.invalidResponse, 200, parsed.error.issues);
  return parsed.data;
}

/**
 * A call whose answer is validated with `schema`; a mismatch is `INVALID_RESPONSE`. Code on the
 * first page load passes a loader instead (`() => import(…).then((m) => m.ZSchema)`): the schema
 * module and zod then download in parallel with the request, not before the first paint.
 */
export async function apiJson<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema | (() => Promise<TSchema>),
  init: ApiRequestInit = {},
): Promise<z.output<TSchema>> {
  const [payload, validator] = await Promise.all([
    request(path, init),
    typeof schema === 'function' ? schema() : schema,
  ]);
  return validAnswer(payload, validator);
}

/**
 * A call whose answer the caller checks itself (the session check's signed-out answer, decision
 * 074): the parsed body, unvalidated. Failures are `ApiError`s as with `apiJson`.
 */
export function apiRead(path: string, init: ApiRequestInit = {}): Promise<unknown> {
  return request(path, init);
}

/** A call whose answer body does not matter (e.g. 204 No Content). */
export async function apiSend(path: string, init: ApiRequestInit = {}): Promise<void> {
  await request(path, init);
}
