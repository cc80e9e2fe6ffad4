/**
 * What the local test model (e2e/support/model-server.ts) does, chosen by the target's name so that
 * parallel tests never share a behaviour: a good message streamed slowly enough to watch, one that
 * breaks a hard rule, a slow first token, a stall, garbage, an HTTP error, a stream past the total
 * limit. The app under test runs with LLM_IDLE_TIMEOUT_MS and LLM_TIMEOUT_MS below.
 */
import type { ChatBody, Reply } from '../../apps/server/test/model-mock';
import { dataOf } from '../../apps/server/test/model-mock';

// The good message streams one word per 30 ms, about 4.8 s: a 6 s limit left too little room on a
// loaded CI host, which once cut it off and showed the built-in message (session 11).
export const MODEL_LIMITS = { idleMs: 2000, totalMs: 10_000 };
export const MODEL_NAME = 'E2E Model';

/** The form a scenario's test fills in as a guest (with fillGuest's Nora Quinn). */
export const MODEL_REQUEST = {
  introducerName: 'Marcus Chen',
  introducerContext: 'we worked together at Stripe for three years',
  relevance: 'Partner at Lattice Capital who leads seed rounds in logistics software',
  purpose: 'raise a $2M seed round',
  valueAdd: 'we are growing 25% a month with three enterprise pilots',
};

/** A message as a capable model writes it for MODEL_REQUEST and `target`. */
export function goodMessage(target: string, opening = 'Would you introduce me to'): string {
  const first = target.split(' ')[0];
  return `Hi Marcus,

${opening} ${target} at Lattice Capital? We're raising a $2M seed round, and ${first} leads seed rounds in logistics software.

You and I worked together at Stripe for three years, so you were the first person I thought of. Could you check with ${first} first that an intro is welcome? If you'd rather not ask, no problem at all.

Here's a note you can forward:

--- Forwardable note ---
Hi ${first},

I'm Nora Quinn, and I run operations at a 30-person logistics startup in Rotterdam. Marcus Chen and I worked together at Stripe for three years.

We're raising a $2M seed round and growing 25% a month, with three enterprise pilots. I'd love to tell you more.
--- End of note ---

Thanks,
Nora`;
}

export const SCENARIOS = {
  /** Streams a good message: first piece after 300 ms, then a piece every 30 ms. */
  good: 'Greta Lindqvist',
  /** The same, for the test that presses Stop. */
  stop: 'Stefan Moll',
  /** Streams a message with an amount nobody typed. */
  invented: 'Theo Marsh',
  /** Says nothing for longer than the idle limit. */
  slowStart: 'Sam Okafor',
  /** Stops after a few pieces and never finishes. */
  stall: 'Stella Brandt',
  /** Answers with something that is not the protocol. */
  garbage: 'Gary Fenwick',
  /** Answers HTTP 500. */
  error: 'Erin Holt',
  /** Keeps writing past the total limit. */
  tooLong: 'Tim Lawson',
} as const;

export function replyFor(body: ChatBody): Reply {
  const data = dataOf(body);
  const target = String(data.target?.name ?? '');
  const retry = typeof data.previous_message === 'string';
  const text = goodMessage(target, retry ? 'Could you put me in touch with' : undefined);
  switch (target) {
    case SCENARIOS.good:
    case SCENARIOS.stop:
      return { text, firstChunkDelayMs: 300, chunkDelayMs: 30 };
    case SCENARIOS.invented:
      return {
        text: text.replace('three enterprise pilots', 'three enterprise pilots and $5M in the bank'),
        chunkDelayMs: 10,
      };
    case SCENARIOS.slowStart:
      return { text, firstChunkDelayMs: MODEL_LIMITS.idleMs * 3 };
    case SCENARIOS.stall:
      return { text, chunkDelayMs: 20, stallAfterChunks: 12 };
    case SCENARIOS.garbage:
      return { garbage: true };
    case SCENARIOS.error:
      return { status: 500 };
    case SCENARIOS.tooLong:
      return { text, chunkDelayMs: MODEL_LIMITS.idleMs / 4 };
    default:
      return { text, chunkDelayMs: 5 };
  }
}
