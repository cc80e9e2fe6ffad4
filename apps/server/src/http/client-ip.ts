import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { HeaderGetter } from '../auth/session';

/**
 * The client's address, which the rate limits key on. X-Forwarded-For is trusted only with
 * TRUST_PROXY=true (behind our own proxy); otherwise anyone could pick their own address.
 * Its last entry is the one our proxy wrote: a proxy that appends (nginx's default) keeps what
 * the client sent in front, so the first entry would let a client pick its own address again.
 */
export function clientIpFrom(header: HeaderGetter, remoteAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return remoteAddress ?? 'unknown';
}

export function clientIp(c: Context, trustProxy: boolean): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket
  }
  return clientIpFrom((name) => c.req.header(name), remote, trustProxy);
}
