import {
  type GenerateRequest,
  type GenerateResponse,
  generateRequestSchema,
  type Profile,
  type RegenerateRequest,
  regenerateRequestSchema,
  type SenderProfile,
} from '@introask/shared';
import { type Context, Hono } from 'hono';
import type { SessionUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { clientIp } from '../http/client-ip';
import { AppError } from '../http/errors';
import { readJson } from '../http/validate';
import { enforce } from '../rate-limit/limit';
import { getProfile } from '../services/profile';

export const GENERATE_SCHEMAS = { generate: generateRequestSchema, regenerate: regenerateRequestSchema } as const;
export type GenerateKind = keyof typeof GENERATE_SCHEMAS;

/**
 * A generate or regenerate call once its body is valid. Guests send their name and context in
 * `profile`; a signed-in user's stored profile is used (and any profile block they send is
 * ignored). Limited per user, or per IP for guests. Shared by the Hono routes below and the
 * Node-native fast path (http/fast-generate.ts), so both answer alike.
 */
export async function runGenerate(
  deps: AppDeps,
  kind: GenerateKind,
  request: GenerateRequest | RegenerateRequest,
  sender: { user: SessionUser; profile?: Profile } | null,
  ip: () => string,
): Promise<GenerateResponse> {
  const subject = sender ? `user:${sender.user.id}` : `ip:${ip()}`;
  await enforce(deps.rateLimits.store, deps.rateLimits.generate, subject, 'Too many messages generated.');
  let profile: SenderProfile;
  if (sender) profile = sender.profile ?? (await getProfile(deps.database.db, sender.user.id));
  else if (request.profile) profile = request.profile;
  else {
    throw new AppError('VALIDATION_FAILED', 'Your name is required to generate as a guest.', {
      fields: { 'profile.name': 'Your name is required' },
    });
  }
  return kind === 'generate'
    ? deps.generator.generate(request, profile)
    : deps.generator.regenerate(request as RegenerateRequest, profile);
}

/** The signed-in user the API middleware found; their profile is read when the call gets that far. */
function senderOf(c: Context<AppEnv>) {
  const user = c.get('user');
  return user ? { user } : null;
}

export const generateRoutes = new Hono<AppEnv>();
for (const kind of Object.keys(GENERATE_SCHEMAS) as GenerateKind[]) {
  generateRoutes.post(`/${kind}`, async (c) => {
    const request = await readJson(c, GENERATE_SCHEMAS[kind]);
    const deps = c.get('deps');
    return c.json(await runGenerate(deps, kind, request, senderOf(c), () => clientIp(c, deps.trustProxy)), 200);
  });
}
