/**
 * Every call to the JSON API goes through here: same origin, the session cookie, JSON in and out,
 * failures turned into ApiError by the one parser.
 *
 * `api` is Hono's typed client over the server's route types (`hc<App>`, decision 042): the path, the
 * method, the body, the query and the answer of every call are checked against the server at compile
 * time. Only the server's types are imported (`import type`); nothing of the server reaches the bundle.
 */
import { hc } from 'hono/client';
import type { App } from '../../../server/src/app';
import { ApiError, parseApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface ApiOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** What the caller can read; JSON unless it says otherwise (the generate routes also stream). */
  accept?: string;
}

/** fetch for the API: the cookie, JSON unless the caller asks otherwise, and every failure an ApiError. */
async function send(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The request never reached the server (offline, server down): status 0.
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0, null);
  }
  if (!response.ok) throw await parseApiError(response);
  return response;
}

/** The API, typed from the server: `await (await api.profile.$get()).json()` is a Profile. */
export const api = hc<App>('/', { fetch: send }).api;

/** The response of a successful call, for callers that read it themselves (a stream of events). */
export function apiRequest(path: string, options: ApiOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, accept = 'application/json' } = options;
  return send(`/api${path}`, {
    method,
    headers: body === undefined ? { accept } : { accept, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

/**
 * An untyped call: the answer is cast, not checked. For routes outside our contract (better-auth's
 * `/auth/*`); our own routes go through `api`.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
