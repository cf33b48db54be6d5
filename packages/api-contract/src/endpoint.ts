import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of a path's `{name}` placeholders: `/orders/{orderId}` has `orderId`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * One call of the API, as a client sees it: method, path (`{name}` marks a parameter), the schemas
 * of what it sends and the schema of a successful answer. The web app's typed call
 * (`ApiClient.call`) and the server's route registration (`route` in apps/api) both read it.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  /** The status of a successful answer. */
  status: number;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the endpoint reads (e.g. Idempotency-Key). */
  headers?: z.ZodType;
  /** The body is multipart/form-data (an upload), read by the route itself: no body schema. */
  multipart?: true;
  /** The body is raw bytes (a part of a file, `application/offset+octet-stream`), read as a stream. */
  binary?: true;
  response: z.ZodType;
  /** The answer is a file of this media type (the client hands back a Blob), not JSON. */
  file?: string;
}

type WithStatus<E> = E & { status: E extends { status: infer S extends number } ? S : 200 };

/**
 * An endpoint of the table; `status` is 200 unless given. Keeps the literal method, path and status;
 * a path typed only as `string` is refused, as its parameters could not be typed.
 */
export function endpoint<const E extends Omit<Endpoint, 'status'> & { status?: number }>(
  definition: E & (string extends E['path'] ? { path: 'a literal path type (as const)' } : unknown),
): WithStatus<E> {
  return { status: 200, ...definition } as WithStatus<E>;
}

/** A query field the schema coerces (typed `unknown` before parsing) takes any value a query can carry. */
export type QueryValue = string | number | boolean | undefined | ReadonlyArray<string | number>;
type QueryInput<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? QueryValue : z.input<S>[K];
};

type ParamsPart<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<E['path']>, string | number> };
type QueryPart<E extends Endpoint> = E extends { query: infer Q extends z.ZodType }
  ? object extends z.input<Q>
    ? { query?: QueryInput<Q> }
    : { query: QueryInput<Q> }
  : unknown;
type BodyPart<E extends Endpoint> = E extends { multipart: true }
  ? { body: FormData }
  : E extends { binary: true }
    ? { body: Blob }
    : E extends { body: infer B extends z.ZodType }
      ? undefined extends z.input<B>
        ? { body?: z.input<B> }
        : { body: z.input<B> }
      : unknown;
type HeadersPart<E extends Endpoint> = E extends { headers: infer H extends z.ZodType }
  ? { headers?: z.input<H> }
  : unknown;

/** What a call of `E` takes: its path parameters, query, body and headers, each as its schemas say. */
export type CallInput<E extends Endpoint> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> &
  HeadersPart<E> & {
    signal?: AbortSignal;
    /** Reports the upload of a FormData or Blob body (0 to 1). */
    onUploadProgress?: (fraction: number) => void;
  };

/** What a call of `E` answers: the parsed response, or a Blob for a file. */
export type CallResult<E extends Endpoint> = E extends { file: string } ? Blob : z.output<E['response']>;

/** The call's arguments after the endpoint: the input may be left out when nothing in it is required. */
export type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];
