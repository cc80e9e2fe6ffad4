/**
 * Test corpora for the gate, read from files written independently of it: well-written model-style
 * messages (packages/composer/test-data/model-messages.json) and the blind-reading references
 * (bench/reading/set). Only tests import this.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GenerateRequest, SenderProfile } from '@introask/shared';

export interface Case {
  id: string;
  request: GenerateRequest;
  profile: SenderProfile;
  /** A retry's instructions (the corpus has no previous message). */
  retryInstructions?: string;
  message: string;
}

interface RawInput {
  profile: SenderProfile;
  retry_instructions?: string;
  [key: string]: unknown;
}

function toCase(id: string, input: RawInput, message: string): Case {
  const { profile, retry_instructions, ...rest } = input;
  const request = { meta: { include_calendly: false }, ...rest } as GenerateRequest;
  return { id, request, profile, message, ...(retry_instructions ? { retryInstructions: retry_instructions } : {}) };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const MODEL_MESSAGES = here('../../test-data/model-messages.json');
const READING = here('../../../../bench/reading/set/');

export function modelMessages(): Case[] {
  const raw = JSON.parse(readFileSync(MODEL_MESSAGES, 'utf8')) as { id: string; input: RawInput; message: string }[];
  return raw.map((m) => toCase(m.id, m.input, m.message));
}

/** The blind-reading set's reference messages, when that set is present. */
export function readingReferences(): Case[] | undefined {
  if (!existsSync(`${READING}references.json`) || !existsSync(`${READING}requests.json`)) return undefined;
  const references = JSON.parse(readFileSync(`${READING}references.json`, 'utf8')) as Record<string, string>;
  const requests = JSON.parse(readFileSync(`${READING}requests.json`, 'utf8')) as { id: string; input: RawInput }[];
  return requests.flatMap((r) => (references[r.id] ? [toCase(r.id, r.input, references[r.id] ?? '')] : []));
}
