/**
 * Builds the blind A/B pairs of RUBRIC.md "How quality is measured": for every request in
 * set/requests.json, the built-in writer's message and the independent reference message
 * (set/references.json), in an order drawn from a seeded shuffle. The reader sees only pairs.md;
 * key.json (which side is the writer's) stays out of their sight until scoring.
 *
 *   npx tsx bench/reading/build-pairs.ts <label> [seed] [set]
 *   -> bench/reading/out/<label>/{pairs.md,key.json,writer.json}
 * `set` is the folder of requests and references: `set` (36 requests, the working set), `set2`
 * (30 requests written later and kept unseen by the writer's engineers: the held-out reading) or
 * `set3` (30 more, written in session 6 by a writer who saw only RUBRIC.md, EXAMPLES.md and SPEC.md,
 * and read once, at the end of that session, with no change to the writer after); `set4` to `set9`
 * and `set11` were written the same way, one or two a session, and each is unseen until its first
 * reading (bench/RESULTS.md says which readings each has had); `set12` (ids c01-c30) likewise, read
 * in session 12 at its start and its end; `set13` (ids d01-d30), written in session 13 and read
 * at its start and after its first mends (then opened: seen); `set14` (ids e01-e30), written later in
 * session 13 and read at the session's start code and at its end; `set15` (ids f01-f30), written at the
 * end of session 13 and read once there, at its last code (q0), then opened in session 14 for its
 * defect lists (seen); `set16` (ids g01-g30), written in session 14 and read after its first mends (r0,
 * r0b) and later (r1, r1b), then opened (seen); `set17` (ids h01-h30), written in session 14 and read
 * at 650e980 (g0, g0b) and at the session's end (g1, g1b), then at session 15's end (g2, g2b); `set18`
 * (ids i01-i30), written at session 15's start and read at that session's start code (i0, i0b, built in a
 * worktree of 189962f with its own `@introask` links) and at its end (i1, i1b), then opened (seen);
 * `set19` (ids j01-j30), written in session 15 and read at 189962f (j0, j0b) and at that session's last
 * writer (j1, j1b), then opened in session 16 (seen) and read again at that session's end (j2); `set20`
 * (ids k01-k30), written at session 16's start and read at that session's start code (l0, l0b) and at
 * its end (l1, l1b), then opened in session 17 (seen); `set21` (ids m01-m30), written at session 17's
 * start and read at that session's start code (o0, o0b, from a worktree of 9b9c8f4) and at its end,
 * then opened in session 18 (seen); `set23` (ids p01-p30), written at session 18's start and read at
 * that session's start code (a0, a0b, from a worktree of 5b8e2d2) and at its end (a1, a1b), then ten of
 * its messages read in full (seen); `set24` (ids q01-q30), written at session 19's start and read at
 * that session's start code (b0, b0b, from a worktree of 8ab7d38) and at its end (b1, b1b), then ten
 * of its messages read in full (seen); `set25` (ids v01-v30), written at session 20's start and read
 * at that session's start code (c0, c0b, 97981cb) and at its end (c1, c1b), then ten of its messages
 * read in full (seen); `set26` (ids l01-l30), written at session 21's start and read at that session's
 * start code (d0, d0b, from a worktree of 8ae8081) and at its end (d1, d1b), then ten of its messages
 * read in full (seen); `set27` (ids o01-o30), written at session 22's start by a helper who read only
 * SPEC.md, RUBRIC.md and EXAMPLES.md, read at that session's start code (e0, e0b, from a worktree of
 * 7a75e05) and at its end (e1, e1b), then one request looked at (seen); `set28` (ids aa01-aa30; every
 * single letter was taken), written at session 23's start the same way, read at that session's start
 * code (f0, f0b, from a worktree of a5f769e) and at its end (f1, f1b), then ten of its messages read
 * in full (seen); `set29` (ids ab01-ab30), written at session 24's start the same way and read at
 * that session's start code (ab0, ab0b, from a worktree of 118f3f9) and at its end (ab1, ab1b), then
 * its defect lists read (seen). `unseen.json` lists the sets no test may read.
 * `set10` (40 hurried requests) and `set22` (ids n01-n30, written in session 17) hold requests only,
 * for proofreading the writer's messages, so they build no pairs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compose } from '@introask/composer';
import type { GenerateRequest, SenderProfile } from '@introask/shared';

interface Case {
  id: string;
  input: { profile: SenderProfile } & Omit<GenerateRequest, 'profile'>;
}

const here = dirname(fileURLToPath(import.meta.url));
const label = process.argv[2];
if (!label) throw new Error('usage: build-pairs.ts <label> [seed]');
let state = Number(process.argv[3] ?? 20261123) >>> 0;
/** mulberry32: a seeded coin, so a pairing can be rebuilt. */
const coin = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296 < 0.5;
};

const set = process.argv[4] ?? 'set';
const cases: Case[] = JSON.parse(readFileSync(join(here, set, 'requests.json'), 'utf8'));
const references: Record<string, string> = JSON.parse(readFileSync(join(here, set, 'references.json'), 'utf8'));
const out = join(here, 'out', label);
mkdirSync(out, { recursive: true });

const key: Record<string, 'A' | 'B'> = {};
const writer: Record<string, string> = {};
const sections: string[] = [];
for (const c of cases) {
  const { profile, ...request } = c.input;
  const mine = compose({ ...request, meta: request.meta ?? { include_calendly: false } }, profile).content;
  const reference = references[c.id];
  if (!reference) throw new Error(`no reference for ${c.id}`);
  writer[c.id] = mine;
  const writerIsA = coin();
  key[c.id] = writerIsA ? 'A' : 'B';
  const [a, b] = writerIsA ? [mine, reference] : [reference, mine];
  sections.push(
    `## ${c.id}\n\n### Request\n\n\`\`\`json\n${JSON.stringify(c.input, null, 2)}\n\`\`\`\n\n### Message A\n\n\`\`\`text\n${a}\n\`\`\`\n\n### Message B\n\n\`\`\`text\n${b}\n\`\`\`\n`,
  );
}
writeFileSync(join(out, 'pairs.md'), `# Blind pairs (${cases.length})\n\n${sections.join('\n')}`);
writeFileSync(join(out, 'key.json'), `${JSON.stringify(key, null, 2)}\n`);
writeFileSync(join(out, 'writer.json'), `${JSON.stringify(writer, null, 2)}\n`);
console.log(`${cases.length} pairs -> ${join(out, 'pairs.md')}`);
