/**
 * In development an AUTH_SECRET is optional: one is generated once and kept in DATA_DIR,
 * so sessions survive a restart. Production refuses to start without one (see env.ts).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function resolveAuthSecret(configured: string | undefined, dataDir: string): { secret: string; source: string } {
  if (configured) return { secret: configured, source: 'AUTH_SECRET' };
  const file = path.join(dataDir, 'auth-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { secret: stored, source: file };
  } catch {
    // Not there yet: generate below.
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, source: `${file} (generated)` };
}
