import { errorStatus, isErrorCode, type ErrorCode } from '@ramkoll/shared/errors';
import type { Role } from '@ramkoll/shared/roles';
import { ZApiError } from '@ramkoll/shared/schemas/api-error';
import type { z } from 'zod';

/**
 * Who gets past the hooks in front of a route's handler: 'public' for anyone (the handler may
 * still look at the session itself), 'signed-in' for every role, or the roles allowed. It only
 * describes the route, for its documented answers and for the route table's test: the area hooks
 * (`requireArea`, `requireCustomer` …) alone enforce it.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly [Role, ...Role[]];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `routeContract`; read by the route table (app.ts). */
    access?: RouteAccess;
    /** Set by `routeContract`; read by `requireArea` and the route table (decision 091). */
    allowsTemporaryPassword?: boolean;
  }
}

/** An error code a route answers with, and how to read it: details, when it happens (may be ''). */
type ErrorList = { readonly [C in ErrorCode]?: string };

/** The answers with a body of their own, by status: the success, and health's 503. */
type OkResponses = { readonly [status: number]: z.ZodType };

type ErrorStatusOf<E> = (typeof errorStatus)[keyof E & ErrorCode];
/**
 * Signed-in areas answer 401 to anonymous callers, and 403 to roles outside the area and to a
 * temporary password (decision 091).
 */
type GuardStatusOf<A> = A extends 'public' ? never : 401 | 403;

type ResponsesOf<Ok, E, A> = {
  [S in keyof Ok | ErrorStatusOf<E> | GuardStatusOf<A>]: S extends keyof Ok ? Ok[S] : typeof ZApiError;
};

export interface RouteContractInput<
  A extends RouteAccess,
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  Ok extends OkResponses,
  E extends ErrorList,
> {
  access: A;
  tags: readonly string[];
  summary: string;
  /** Free text shown before the generated list of errors. */
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  consumes?: readonly string[];
  ok: Ok;
  /** Codes from `errorStatus`; each becomes a response status and an entry of the description. */
  errors?: E & { readonly [K in Exclude<keyof E, ErrorCode>]: never };
  /**
   * A signed-in route that answers while the account's password is temporary: only what changing
   * it needs (decision 091). Every other signed-in route answers 403 PASSWORD_CHANGE_REQUIRED then.
   */
  allowsTemporaryPassword?: true;
}

export interface RouteContract<A, P, Q, B, Ok, E> {
  schema: {
    tags: readonly string[];
    summary: string;
    description?: string;
    params: P;
    querystring: Q;
    body: B;
    consumes?: readonly string[];
    response: ResponsesOf<Ok, E, A>;
  };
  config: { access: A; allowsTemporaryPassword: boolean };
}

/**
 * A route's options from one declaration: its access, its schemas, and the error codes it
 * answers with. The error codes give both the response map (each code's status from
 * `errorStatus`, with the `{ error }` body) and the "Errors: …" line of the description shown in
 * /api/docs, so the two never drift apart. Spread it into the route options beside any hooks.
 */
export function routeContract<
  A extends RouteAccess,
  Ok extends OkResponses,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  E extends ErrorList = Record<never, string>,
>(input: RouteContractInput<A, P, Q, B, Ok, E>): RouteContract<A, P, Q, B, Ok, E> {
  const {
    access,
    ok,
    errors = {},
    description,
    params,
    querystring,
    body,
    consumes,
    allowsTemporaryPassword = false,
    ...rest
  } = input;
  const listed = listErrors(errors);
  const response: Record<number, z.ZodType> = { ...ok };
  for (const { status } of listed) response[status] = ZApiError;
  if (access !== 'public') response[401] = ZApiError;
  // Areas for some roles refuse the others, and every signed-in area a temporary password.
  if (Array.isArray(access) || (access !== 'public' && !allowsTemporaryPassword)) response[403] = ZApiError;
  const text = [description, listed.length > 0 ? `Errors: ${listed.map(({ line }) => line).join(', ')}.` : '']
    .filter(Boolean)
    .join(' ');
  const schema = {
    ...rest,
    ...(text ? { description: text } : {}),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(consumes ? { consumes } : {}),
    response,
  };
  // The generic types are what the object holds, spelled per status for the type provider.
  return { schema, config: { access, allowsTemporaryPassword } } as unknown as RouteContract<
    A,
    P,
    Q,
    B,
    Ok,
    E
  >;
}

/** "404 BIKE_NOT_FOUND (deleted)" lines, by status; codes with one status keep their order. */
function listErrors(errors: ErrorList): { status: number; line: string }[] {
  const listed: { status: number; line: string }[] = [];
  for (const [code, details] of Object.entries(errors)) {
    if (!isErrorCode(code)) continue;
    const status = errorStatus[code];
    listed.push({ status, line: details ? `${status} ${code} ${details}` : `${status} ${code}` });
  }
  return listed.sort((a, b) => a.status - b.status);
}
