/**
 * The plan tests' one way to write a message: the default sender and introducer, the hard rules
 * checked on every message, and its parts as a reader sees them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GenerateRequest, SenderProfile } from '@introask/shared';
import { expect } from 'vitest';
import { checkHardRules, compose, recompose } from '../index';
import { BLOCK_END, BLOCK_START } from '../markers';

export const profile: SenderProfile = { name: 'Nora Quinn', bio: 'product designer' };
export function write(
  target: GenerateRequest['target'],
  introducer: GenerateRequest['introducer'] = { name: 'Sam Lee', context: 'my old boss' },
  sender = profile,
) {
  const request: GenerateRequest = { introducer, target, meta: { include_calendly: false } };
  const { content } = compose(request, sender);
  expect(checkHardRules(content, { request, profile: sender })).toEqual([]);
  return partsOf(content);
}

/**
 * The message after the user asked for it "longer": its note says all of the relationship typed (the
 * first draft's note says only the tie, plan/relationship.ts), so the tests of how the later
 * sentences are said write it this way.
 */
export function writeLonger(
  target: GenerateRequest['target'],
  introducer: GenerateRequest['introducer'] = { name: 'Sam Lee', context: 'my old boss' },
  sender = profile,
) {
  const request: GenerateRequest = { introducer, target, meta: { include_calendly: false } };
  const first = compose(request, sender);
  const { content } = recompose(
    { ...request, previous_message: first.content, retry_instructions: 'longer', style: first.style },
    sender,
  );
  expect(checkHardRules(content, { request, profile: sender })).toEqual([]);
  return partsOf(content);
}

function partsOf(content: string) {
  return {
    content,
    note: content.slice(content.indexOf(BLOCK_START), content.indexOf(BLOCK_END)),
    toIntroducer: content.slice(0, content.indexOf(BLOCK_START)),
  };
}

/** A target to write to when a test is about another field: a buyer, asked about supplying them. */
export const buyer = { name: 'Lena Vos', relevance: 'buyer at Fresco Foods', purpose: 'ask about supplying them' };

/** The note written for a sender with this bio (and profile fields), to `target`. */
export const noteForBio = (
  target: GenerateRequest['target'],
  bio: string,
  extra: Partial<SenderProfile> = {},
): string => write(target, undefined, { name: 'Mira Holt', bio, ...extra }).note;

/** The note written when the sender knows the introducer, Jo Park, as `context` says. */
export const noteForTie = (target: GenerateRequest['target'], context: string): string =>
  write(target, { name: 'Jo Park', context }).note;

/** The note's relationship after the user asked for the message "longer" (see writeLonger). */
export const noteForTieLonger = (target: GenerateRequest['target'], context: string): string =>
  writeLonger(target, { name: 'Jo Park', context }).note;

/** The message to the introducer when the target, Tove Dahl, is described as `relevance` says. */
export const askWithRelevance = (relevance: string): string =>
  write({ name: 'Tove Dahl', relevance, purpose: 'ask about a pilot' }).toIntroducer;

const READING = fileURLToPath(new URL('../../../../bench/reading/', import.meta.url));

/**
 * The reading sets' folders that have been read and opened (bench/reading/unseen.json lists those kept
 * unseen for the next reading: no test reads them, so nothing is tuned on them).
 */
export function seenReadingSets(file: 'requests.json' | 'references.json'): string[] {
  const unseen = JSON.parse(readFileSync(`${READING}unseen.json`, 'utf8')) as string[];
  return readdirSync(READING)
    .filter((set) => /^set\d*$/.test(set) && !unseen.includes(set) && existsSync(`${READING}${set}/${file}`))
    .map((set) => `${READING}${set}/${file}`);
}
