/**
 * Every call to the JSON API goes through here: same origin, the session cookie, JSON in and out,
 * failures turned into ApiError by the one parser.
 */
import { ApiError, parseApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface ApiOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** What the caller can read; JSON unless it says otherwise (the generate routes also stream). */
  accept?: string;
}

/** The response of a successful call, for callers that read it themselves (a stream of events). */
export async function apiRequest(path: string, options: ApiOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, accept = 'application/json' } = options;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept } : { accept, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The request never reached the server (offline, server down): status 0.
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0, null);
  }
  if (!response.ok) throw await parseApiError(response);
  return response;
}

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
