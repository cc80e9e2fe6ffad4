/**
 * The choices the built-in writer made for a message (tone, length, format, what was added or
 * dropped). A generate or regenerate answer carries them as `style`; a regenerate request may send
 * them back so a retry changes only what was asked (docs/api.md). Plain JSON, validated here.
 */
import { z } from 'zod';

const term = z.string().trim().min(1).max(200);

export const messageStyleSchema = z.strictObject({
  tone: z.enum(['neutral', 'formal', 'casual', 'warm']),
  stance: z.enum(['neutral', 'confident', 'humble']),
  length: z.number().int().min(-2).max(2),
  direct: z.boolean(),
  soft: z.boolean(),
  format: z.enum(['paragraphs', 'bullets', 'single']),
  note: z.boolean(),
  subject: z.boolean(),
  greeting: z.boolean(),
  thanks: z.boolean(),
  calendly: z.boolean(),
  relationship: z.boolean(),
  bio: z.boolean(),
  value: z.boolean(),
  relevance: z.boolean(),
  dropLast: z.boolean(),
  firstNamesOnly: z.boolean(),
  maxSentences: z.number().int().min(1).max(50).optional(),
  maxWords: z.number().int().min(10).max(1000).optional(),
  mentions: z.array(term).max(10),
  excludes: z.array(term).max(10),
  variant: z.number().int().min(0).max(1_000_000),
});

export type MessageStyle = z.infer<typeof messageStyleSchema>;
