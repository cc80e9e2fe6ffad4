/**
 * Request bodies: JSON only, parsed once, validated by the shared zod schema. Every failure is
 * a 4xx with a message a person can read and per-field messages; never a 500.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';
import { readBodyText } from './read-body';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  assertJsonContentType(c.req.header('content-type'));
  return parseJsonBody(await readBodyText(c), schema);
}

export function assertJsonContentType(type: string | undefined): void {
  if (!/^application\/(.+\+)?json\s*(;|$)/i.test(type ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON with Content-Type: application/json.');
  }
}

/** A body's text, parsed as JSON and validated by `schema`; every failure a readable 4xx. */
export function parseJsonBody<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  if (text.trim() === '') throw new AppError('INVALID_JSON', 'The request body is empty: send a JSON object.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
  // PostgreSQL text cannot hold U+0000 (the insert fails), and no field means anything by it.
  // JSON can only carry it escaped, so the cheap test on the raw text finds every candidate.
  if (text.includes('\\u0000')) {
    const at = nulPath(raw, '');
    if (at !== null) {
      throw new AppError('VALIDATION_FAILED', `${at || 'The body'} must not contain the NUL character (\\u0000).`, {
        fields: { [at || '(body)']: 'Must not contain the NUL character' },
      });
    }
  }
  return parseWith(schema, raw);
}

/** The dotted path of the first string (or key) holding U+0000, or null. */
function nulPath(value: unknown, at: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (key.includes('\u0000')) return path;
    const found = nulPath(child, path);
    if (found !== null) return found;
  }
  return null;
}

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw validationError(result.error);
}

export function validationError(error: z.ZodError): AppError {
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
