/**
 * POST /api/generate and /api/regenerate. JSON in; JSON out as SPEC.md section 7 describes, or,
 * for a client that sends `Accept: text/event-stream`, server-sent events: `delta` events with the
 * model's text as it is written, then one `done` event with the checked message, its summary, its
 * notes and which writer wrote it (docs/decisions/011-streamed-generation-and-hard-rule-gate.md).
 * Without a model the stream is a single `done` event. Validation, the rate limit, the session and
 * every other error are settled before the stream starts, so they answer as JSON errors as always.
 */
import {
  type GenerateRequest,
  generateRequestSchema,
  type RegenerateRequest,
  regenerateRequestSchema,
  type SenderProfile,
} from '@introask/shared';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SessionUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { AppError } from '../errors/app-error';
import type { WriteOptions, WriteResult } from '../generation/generator';
import { clientIp } from '../http/client-ip';
import { jsonBody, valid } from '../http/validate';
import { enforce } from '../rate-limit/limit';
import { getProfile } from '../services/profile';

const SCHEMAS = { generate: generateRequestSchema, regenerate: regenerateRequestSchema } as const;
type GenerateKind = keyof typeof SCHEMAS;

/** What generating needs of the app. */
type GenerateDeps = Pick<AppDeps, 'database' | 'rateLimits' | 'generator' | 'log' | 'trustProxy'>;

/**
 * The sender of a valid generate or regenerate call, once it is within its rate limit: a guest's
 * name and context from `profile`, or a signed-in user's stored profile (any profile block they
 * send is ignored). Limited per user, or per IP for guests.
 */
export async function senderProfile(
  deps: GenerateDeps,
  request: GenerateRequest,
  user: SessionUser | null,
  ip: () => string,
): Promise<SenderProfile> {
  const subject = user ? `user:${user.id}` : `ip:${ip()}`;
  await enforce(deps.rateLimits.store, deps.rateLimits.generate, subject, 'Too many messages generated.');
  if (user) return getProfile(deps.database.db, user.id);
  if (request.profile) return request.profile;
  throw new AppError('VALIDATION_FAILED', 'Your name is required to generate as a guest.', {
    fields: { 'profile.name': 'Your name is required' },
  });
}

async function write(
  deps: GenerateDeps,
  kind: GenerateKind,
  request: GenerateRequest | RegenerateRequest,
  profile: SenderProfile,
  options: WriteOptions,
): Promise<WriteResult> {
  const result =
    kind === 'generate'
      ? await deps.generator.generate(request, profile, options)
      : await deps.generator.regenerate(request as RegenerateRequest, profile, options);
  // An operator wants to know how often the model's text is not the one the user gets, and why.
  if (deps.generator.modelName && result.writer.kind === 'builtin' && !options.signal?.aborted)
    deps.log.warn({ kind, reason: result.notes?.[0] }, 'model fallback');
  return result;
}

const wantsStream = (c: Context<AppEnv>) => /\btext\/event-stream\b/i.test(c.req.header('accept') ?? '');

export function generateRoutes(deps: GenerateDeps) {
  const routes = new Hono<AppEnv>();
  for (const kind of Object.keys(SCHEMAS) as GenerateKind[]) {
    routes.post(`/${kind}`, jsonBody, valid(SCHEMAS[kind]), async (c) => {
      const request = c.req.valid('json');
      const profile = await senderProfile(deps, request, c.get('user'), () => clientIp(c, deps.trustProxy));
      // Only a model call is worth stopping when the client goes away (the built-in writer takes ~0.1 ms).
      const signal = deps.generator.modelName ? c.req.raw.signal : undefined;
      if (!wantsStream(c)) return c.json(await write(deps, kind, request, profile, { signal }), 200);

      c.header('X-Accel-Buffering', 'no'); // a proxy must pass each event on at once
      return streamSSE(c, async (stream) => {
        const stop = new AbortController();
        stream.onAbort(() => stop.abort());
        signal?.addEventListener('abort', () => stop.abort(), { once: true });
        // Events are written in order; a slow client holds the model's text here, not the model. A
        // write that fails means the client is gone: stop the model too.
        let sent = Promise.resolve();
        const onDelta = (text: string) => {
          sent = sent
            .then(() => stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }))
            .catch(() => stop.abort());
        };
        try {
          const result = await write(deps, kind, request, profile, {
            signal: stop.signal,
            onDelta: deps.generator.modelName ? onDelta : undefined,
          });
          await sent;
          if (stop.signal.aborted) {
            deps.log.info({ path: c.req.path }, 'generation stopped by the client');
            return;
          }
          await stream.writeSSE({ event: 'done', data: JSON.stringify(result) });
        } catch (error) {
          if (stop.signal.aborted || stream.aborted) return; // the client went away mid-write
          deps.log.error({ err: error }, 'generation stream failed');
          const failure = { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
          await stream.writeSSE({ event: 'error', data: JSON.stringify(failure) }).catch(() => undefined);
        }
      });
    });
  }
  return routes;
}
