/**
 * Rate-limit counters through `rate-limiter-flexible`: `RateLimiterMemory` for one process,
 * `RateLimiterRedis` when REDIS_URL is set so several server processes share one limit, each with an
 * in-memory insurance limiter that counts while Redis is away (with a logged warning) rather than
 * failing requests. Redis is not waited for: commands are not queued while it is disconnected, and
 * after a failed command it is not asked again for a few seconds (the insurance counts meanwhile;
 * security review finding 17, apps/server/test/findings-infrastructure.test.ts).
 *
 * Besides `hit` (count one request against a limit), the store keeps counters with a time to live
 * for the sign-in backoff (decision 013): `increment`, `ttl`, `set` (a block) and `delete`.
 */
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface HitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

export interface RateLimitStore {
  hit(key: string, limit: number, windowSeconds: number): Promise<HitResult>;
  /** Adds one to `key`, which lives `ttlSeconds` from its first count; returns the new count. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Seconds `key` has left to live; 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  /** Creates (or replaces) `key` with the given time to live. */
  set(key: string, ttlSeconds: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
  /** 'memory' (no Redis configured), 'redis', or 'redis-unavailable' (counting in this process). */
  status(): 'memory' | 'redis' | 'redis-unavailable';
  close(): Promise<void>;
}

/** Counters of `increment`/`set` never reject: their limit is out of reach. */
const COUNTER_POINTS = 1_000_000_000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The store's logic over any family of rate-limiter-flexible limiters. */
abstract class FlexibleStore implements RateLimitStore {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected abstract create(points: number, duration: number, keyPrefix: string): RateLimiterAbstract;
  abstract status(): 'memory' | 'redis' | 'redis-unavailable';
  abstract close(): Promise<void>;

  /** One limiter per (points, window), made on first use: limits are few and fixed at start-up. */
  private limiter(points: number, duration: number): RateLimiterAbstract {
    const id = `${points}:${duration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.create(points, duration, points === COUNTER_POINTS ? 'counter' : 'rl');
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private get counters() {
    return this.limiter(COUNTER_POINTS, 0);
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<HitResult> {
    try {
      const res = await this.limiter(limit, windowSeconds).consume(key);
      return { allowed: true, retryAfter: seconds(res.msBeforeNext) };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfter: seconds(rejection.msBeforeNext) };
      throw rejection;
    }
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    return (await this.counters.penalty(key, 1, { customDuration: ttlSeconds })).consumedPoints;
  }

  async ttl(key: string): Promise<number> {
    const res = await this.counters.get(key);
    return res && res.msBeforeNext > 0 ? seconds(res.msBeforeNext) : 0;
  }

  async set(key: string, ttlSeconds: number): Promise<void> {
    await this.counters.block(key, ttlSeconds);
  }

  async delete(...keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.counters.delete(key)));
  }
}

export class MemoryStore extends FlexibleStore {
  protected create(points: number, duration: number, keyPrefix: string) {
    return new RateLimiterMemory({ points, duration, keyPrefix });
  }

  status() {
    return 'memory' as const;
  }

  async close() {}
}

/** An insurance limiter that says when it is used: Redis failed a command, or is not connected. */
class Insurance extends RateLimiterMemory {
  constructor(
    options: { points: number; duration: number; keyPrefix: string },
    private readonly used: () => void,
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.used();
    return super.consume(...args);
  }
  override penalty(...args: Parameters<RateLimiterMemory['penalty']>) {
    this.used();
    return super.penalty(...args);
  }
  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.used();
    return super.get(...args);
  }
  override block(...args: Parameters<RateLimiterMemory['block']>) {
    this.used();
    return super.block(...args);
  }
  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.used();
    return super.delete(...args);
  }
}

/** After a failed command, Redis is not asked again for this long (the insurance counts). */
const BREAKER_OPEN_MS = 5_000;

/**
 * rate-limiter-flexible asks Redis only while the client says 'ready' (`rejectIfRedisNotReady`);
 * this client says so only while Redis is connected and no command failed in the last few seconds.
 */
function breakerClient(redis: Redis, isOpen: () => boolean): Redis {
  return new Proxy(redis, {
    get(target, property, receiver) {
      if (property === 'status') return isOpen() ? 'breaker-open' : target.status;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export class RedisStore extends FlexibleStore {
  private readonly redis: Redis;
  private readonly client: Redis;
  private degraded = false;
  private openUntil = 0;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void },
  ) {
    super();
    this.redis = new Redis(url, {
      // Fail fast instead of queueing commands while Redis is away.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1_000,
      commandTimeout: 500,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      lazyConnect: false,
    });
    this.client = breakerClient(this.redis, () => Date.now() < this.openUntil);
    this.redis.on('error', () => {
      // Reported once per outage through the fallback warning below.
    });
    this.redis.on('ready', () => {
      if (this.degraded) this.log.info({}, 'Redis is back: rate limits are shared again');
      this.degraded = false;
      this.openUntil = 0;
    });
  }

  protected create(points: number, duration: number, keyPrefix: string) {
    const options = { points, duration, keyPrefix: `${this.prefix}${keyPrefix}` };
    return new RateLimiterRedis({
      ...options,
      storeClient: this.client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new Insurance(options, () => this.degrade()),
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
    const status: string = this.redis.status;
    if (status !== 'ready') this.degrade();
  }

  status() {
    return this.redis.status === 'ready' && Date.now() >= this.openUntil
      ? ('redis' as const)
      : ('redis-unavailable' as const);
  }

  /** The insurance limiter counted: open the breaker if Redis looked up, and warn once per outage. */
  private degrade() {
    if (Date.now() >= this.openUntil) this.openUntil = Date.now() + BREAKER_OPEN_MS;
    if (!this.degraded) {
      this.degraded = true;
      this.log.warn(
        { err: `Redis ${this.redis.status}` },
        'Redis unavailable: rate limits fall back to per-process counters',
      );
    }
  }

  async close() {
    this.redis.disconnect();
  }
}
