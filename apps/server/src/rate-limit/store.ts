/**
 * Fixed-window counters. In memory for one process; in Redis when REDIS_URL is set, so several
 * server processes share one limit. If Redis stops answering, counting falls back to this
 * process's memory (with a logged warning) rather than failing requests.
 */
import { Redis } from 'ioredis';

export interface HitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

export interface RateLimitStore {
  hit(key: string, limit: number, windowSeconds: number): Promise<HitResult>;
  close(): Promise<void>;
}

export class MemoryStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    // Drop expired windows so memory stays flat however many IPs call.
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    }, 30_000);
    this.sweeper.unref();
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<HitResult> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count++;
    return { allowed: w.count <= limit, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  async close() {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}

// INCR, set the expiry on the first hit, return count and remaining ms: one round trip, atomic.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export class RedisStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly fallback = new MemoryStore();
  private degraded = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void },
  ) {
    this.redis = new Redis(url, {
      // Fail fast instead of queueing commands while Redis is away.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1_000,
      commandTimeout: 500,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      lazyConnect: false,
    });
    this.redis.on('error', () => {
      // Reported once per outage through the fallback warning below.
    });
    this.redis.on('ready', () => {
      if (this.degraded) this.log.info({}, 'Redis is back: rate limits are shared again');
      this.degraded = false;
    });
  }

  /**
   * Resolves once connected, or after `timeoutMs` if Redis does not answer (then counting starts
   * in memory). Awaited at start-up: without it the first requests of a new process, sent before
   * the connection is up, were counted in this process only and the shared limit did not hold.
   */
  async ready(timeoutMs = 1_000): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
    });
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<HitResult> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { allowed: count <= limit, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    } catch (error) {
      if (!this.degraded) {
        this.degraded = true;
        this.log.warn(
          { err: (error as Error).message },
          'Redis unavailable: rate limits fall back to per-process counters',
        );
      }
      return this.fallback.hit(key, limit, windowSeconds);
    }
  }

  async close() {
    await this.fallback.close();
    this.redis.disconnect();
  }
}
