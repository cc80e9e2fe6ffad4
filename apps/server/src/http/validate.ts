/**
 * Request bodies: JSON only, validated by the shared zod schema through `@hono/zod-validator`, so a
 * route's input type reaches `c.req.valid('json')` and the app's `App` type. Every failure is a 4xx
 * with a message a person can read and per-field messages; never a 500.
 *
 *   .put('/profile', jsonBody, valid(profileUpdateSchema), (c) => { const changes = c.req.valid('json'); ... })
 *
 * `jsonBody` reads the body first, with what the validator does not do: 415 for another type, 413 past
 * 64 KB, a readable 400 for empty or malformed JSON, no NUL and at most 32 levels. The validator then
 * parses the same text (Hono's body cache) and `valid`'s hook turns zod's issues into today's messages.
 */
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context';
import { AppError } from '../errors/app-error';
import { readBodyText } from './read-body';

/** Reads and checks a JSON body before `valid` sees it (see above). */
export const jsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  assertJsonContentType(c.req.header('content-type'));
  const text = await readBodyText(c);
  assertJsonText(text);
  // Hono keeps a body it read as a promise of it; the validator's c.req.json() parses this text.
  Object.assign(c.req.bodyCache, { text: Promise.resolve(text) });
  await next();
};

/** Validates the JSON body with `schema`; a failure is the API's 400 with `fields`. */
export function valid<S extends z.ZodType>(schema: S) {
  return zValidator('json', schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}

/**
 * Validates the query string with `schema` (a failure is the same 400 with `fields`), so the query's
 * type reaches `c.req.valid('query')` and the typed client. A repeated parameter arrives as a list
 * and fails its field's check (a 400), where `c.req.query()` took its first value.
 */
export function validQuery<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}

/** JSON or `+json`, judged as Hono's validator judges it (media type before any `;`). */
export function assertJsonContentType(type: string | undefined): void {
  if (!/^application\/([\w.-]+\+)?json$/i.test((type ?? '').split(';')[0]?.trim() ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON with Content-Type: application/json.');
  }
}

/** A body's text parsed as JSON, or a readable 400: empty, malformed, a NUL, nested too deeply. */
function assertJsonText(text: string): unknown {
  if (text.trim() === '') throw new AppError('INVALID_JSON', 'The request body is empty: send a JSON object.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
  // PostgreSQL text cannot hold U+0000 (the insert fails), and no field means anything by it.
  // JSON can only carry it escaped, so the cheap test on the raw text finds every candidate.
  if (text.includes('\\u0000')) assertJsonSafe(raw);
  return raw;
}

/** How deep a JSON body may nest: the deepest of the API's own bodies is 3. */
export const MAX_JSON_DEPTH = 32;

/**
 * The first problem of a parsed JSON value: nested deeper than MAX_JSON_DEPTH, or a NUL in a
 * string or a key; null when it has none. Iterative, so no depth of nesting can overflow the stack
 * (security review finding 1, test/findings.test.ts: a 5,000-deep body with an escaped NUL was a 500).
 */
export function jsonProblem(value: unknown): { path: string; problem: 'depth' | 'nul' } | null {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [current, at, depth] = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { path: at, problem: 'nul' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_JSON_DEPTH) return { path: at, problem: 'depth' };
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      const path = at ? `${at}.${key}` : key;
      if (key.includes('\u0000')) return { path, problem: 'nul' };
      stack.push([child, path, depth + 1]);
    }
  }
  return null;
}

/** Throws a readable 400 for what jsonProblem finds. */
export function assertJsonSafe(raw: unknown): void {
  const found = jsonProblem(raw);
  if (!found) return;
  if (found.problem === 'depth') {
    throw new AppError('VALIDATION_FAILED', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`, {
      fields: { '(body)': 'Nested too deeply' },
    });
  }
  throw new AppError('VALIDATION_FAILED', `${found.path || 'The body'} must not contain the NUL character (\\u0000).`, {
    fields: { [found.path || '(body)']: 'Must not contain the NUL character' },
  });
}

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw validationError(result.error);
}

export function validationError(error: Pick<z.ZodError, 'issues'>): AppError {
  // No prototype: a key named "__proto__" is an own field here, not a prototype change.
  const fields: Record<string, string> = Object.create(null);
  const messages: string[] = [];
  for (const issue of error.issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = at ? `${at}.${key}` : key;
        fields[path] = 'Unknown field';
        messages.push(`Unknown field: ${path}`);
      }
      continue;
    }
    let message = issue.message;
    if (!at && issue.code === 'invalid_type') message = 'The request body must be a JSON object.';
    else if (issue.code === 'invalid_type' && /received undefined/.test(message)) message = `${at} is required`;
    else if (issue.code === 'invalid_type' && message.startsWith('Invalid input')) message = `${at}: ${message}`;
    fields[at || '(body)'] ??= message;
    messages.push(message);
  }
  const first = messages[0] ?? 'The request is not valid.';
  const more = messages.length > 1 ? ` (and ${messages.length - 1} more problem${messages.length > 2 ? 's' : ''})` : '';
  return new AppError('VALIDATION_FAILED', `${first}${more}`, { fields });
}
