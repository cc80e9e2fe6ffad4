/**
 * The one client-side parser of the server's error vocabulary (packages/shared/src/errors.ts).
 * SPEC.md section 8: the server's `error` message, else 'HTTP {status}', else 'An unknown
 * error occurred' when the body is unreadable. The error carries status and body so callers
 * can branch on 401 + requiresAuth or 429 without re-reading the response.
 */
import { isApiErrorBody } from '@introask/shared';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return isApiErrorBody(this.body) ? this.body.code : undefined;
  }

  get requiresAuth(): boolean {
    return (
      typeof this.body === 'object' &&
      this.body !== null &&
      (this.body as { requiresAuth?: unknown }).requiresAuth === true
    );
  }
}

/** Turn a failed response into an ApiError; never throws itself. */
export async function parseApiError(response: Response): Promise<ApiError> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return new ApiError(UNKNOWN_ERROR_MESSAGE, response.status, null);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new ApiError(UNKNOWN_ERROR_MESSAGE, response.status, text);
  }
  const serverMessage =
    typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
      ? (body as { error: string }).error.trim()
      : '';
  return new ApiError(serverMessage || `HTTP ${response.status}`, response.status, body);
}

/** A message for any thrown value, for toasts. */
export function errorMessage(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
