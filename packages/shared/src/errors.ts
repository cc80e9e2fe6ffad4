/**
 * One error vocabulary end to end: code -> status -> JSON body -> one client parser.
 * The server serialises every failure as an ApiErrorBody; the web app parses it
 * with parseApiError (SPEC.md section 8: server message, else 'HTTP {status}',
 * else 'An unknown error occurred').
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  requiresAuth?: true;
  /** Per-field messages for VALIDATION_FAILED, keyed by dotted path ("target.name"). */
  fields?: Record<string, string>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}
