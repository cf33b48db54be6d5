import type { CallArgs, CallResult, Endpoint, HttpMethod, QueryValue } from './endpoint';
import { errorSchema, type ApiError } from './errors';
import { fillPath } from './paths';

/** An error answer from the API, carrying its status and error model. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;
  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

export interface ClientOptions {
  baseUrl?: string;
  /** Returns the bearer token to send, if any. */
  getToken?: () => string | null;
  /** Called on every 401 answer (e.g. to clear the session). */
  onUnauthorized?: () => void;
  /** Called with every error answer (e.g. to tell a deactivated user why they are signed out). */
  onErrorAnswer?: (error: ApiRequestError) => void;
  fetch?: typeof fetch;
}

/** What `call` sends, once the endpoint's path is filled in. */
interface SendOptions {
  method: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /**
   * Reports upload progress of a FormData or Blob body (0 to 1). fetch cannot report it, so such a request
   * goes through XMLHttpRequest when the environment has one.
   */
  onUploadProgress?: (fraction: number) => void;
}

/** Sends a request through XMLHttpRequest, reporting how much of the body went out. */
function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      const text = xhr.responseText;
      resolve(new Response(text === '' ? null : text, { status: xhr.status }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** The typed HTTP client the web app uses: every answer is parsed with the contract's schema. */
export function createClient(options: ClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send(path: string, init: SendOptions, accept: string) {
    const url = new URL(
      baseUrl + path,
      typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    );
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value === undefined || value === '') continue;
      if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(key, String(v)));
      else url.searchParams.set(key, String(value));
    }
    // The server refuses a state-changing call authenticated by its session cookie without this
    // header (a page on another site cannot add it), so cross-site request forgery fails.
    const headers: Record<string, string> = { accept, 'x-requested-with': 'XMLHttpRequest' };
    for (const [name, value] of Object.entries(init.headers ?? {}))
      if (value !== undefined) headers[name] = value;
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (typeof Blob !== 'undefined' && init.body instanceof Blob) {
      // A part of a file (a scan): its raw bytes, as the endpoint's `binary` says.
      headers['content-type'] = 'application/offset+octet-stream';
      body = init.body;
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const target = baseUrl ? url.toString() : url.pathname + url.search;
    const sent = { method: init.method, headers, body, signal: init.signal };
    const response =
      init.onUploadProgress &&
      (body instanceof FormData || (typeof Blob !== 'undefined' && body instanceof Blob)) &&
      typeof XMLHttpRequest !== 'undefined'
        ? await sendWithProgress(target, sent, init.onUploadProgress)
        : await doFetch(target, sent);
    if (!response.ok) {
      const text = await response.text();
      if (response.status === 401) options.onUnauthorized?.();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const parsed = errorSchema.safeParse(json);
      const error = new ApiRequestError(
        response.status,
        parsed.success
          ? parsed.data
          : { code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' },
      );
      options.onErrorAnswer?.(error);
      throw error;
    }
    return response;
  }

  /**
   * Calls an endpoint of the table: fills its path parameters, sends its method, query, body and
   * headers, and answers what its response schema parses (a Blob for a file).
   */
  async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<CallResult<E>> {
    const { params = {}, ...sent } = (input ?? {}) as Omit<SendOptions, 'method'> & {
      params?: Record<string, string | number>;
    };
    const path = fillPath(endpoint.path, params);
    const response = await send(
      path,
      { ...sent, method: endpoint.method },
      endpoint.file ?? 'application/json',
    );
    if (endpoint.file) return (await response.blob()) as CallResult<E>;
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    return endpoint.response.parse(json) as CallResult<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createClient>;
