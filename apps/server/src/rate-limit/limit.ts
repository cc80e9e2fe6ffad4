import { AppError } from '../errors/app-error';
import type { RateLimitStore } from './store';

export interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
}

/** Count one hit against `limit` for `subject`; throws a truthful 429 with Retry-After when over. */
export async function enforce(store: RateLimitStore, limit: Limit, subject: string, message: string): Promise<void> {
  const { allowed, retryAfter } = await store.hit(`rl:${limit.name}:${subject}`, limit.max, limit.windowSeconds);
  if (!allowed) {
    throw new AppError('RATE_LIMITED', `${message} Try again in ${retryAfter} seconds.`, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
}
