/**
 * What a bio types after the sender's role or firm (sender.ts `afterRole`): said as a writer would,
 * or left out, never hung after a dash ("a dairy farmer — spring calving"), which the blind readings
 * marked in nine of ten messages that had one (bench/RESULTS.md, session 18).
 */
import { readFileSync } from 'node:fs';
import type { GenerateRequest, SenderProfile } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { compose } from '../index';
import { BLOCK_START } from '../markers';
import { noteForBio, seenReadingSets } from './write-for-test';

const target = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
const opener = (bio: string) => noteForBio(target, bio).split('\n')[3] ?? '';

describe('what follows the role', () => {
  it('says a place as where the sender works', () => {
    expect(opener('postdoc in structural biology at Academia Sinica - Taipei')).toContain(
      'a postdoc in structural biology at Academia Sinica in Taipei.',
    );
    expect(opener('founder of Lastrad - berlin and leipzig')).toContain(
      'the founder of Lastrad in Berlin and Leipzig.',
    );
  });

  it('says what the firm is beside its name, and what it does or sells as "We do" or "We offer"', () => {
    expect(opener('founder of Tallyroot - marketplace for used lab equipment')).toContain(
      'the founder of Tallyroot, a marketplace for used lab equipment.',
    );
    expect(opener('co-founder of Shelfwise - computer vision shelf audits for grocery stores')).toContain(
      'the co-founder of Shelfwise. We do computer vision shelf audits for grocery stores.',
    );
    expect(opener('run harbour candles - soy candles, diffusers, wax melts')).toContain(
      'We offer soy candles, diffusers and wax melts.',
    );
  });

  it('says what a firm has or sells only when the sender speaks for it', () => {
    expect(opener('owner of Ortega Roofing - San Antonio, 22 guys')).toContain(
      'the owner of Ortega Roofing in San Antonio. We have 22 guys.',
    );
    expect(opener('founder of Acme - approximately 40 hotels')).toContain('We have about 40 hotels.');
    expect(opener('project manager at Arup - bridges and tunnels')).not.toMatch(/\bWe\b/);
    expect(opener('owner of Kiln - classes, workshops, open studio')).toContain(
      'the owner of Kiln. We offer classes, workshops and open studio.',
    );
  });

  it("keeps traction typed after the firm, and never reads a word as a table's own property", () => {
    expect(opener('founder of Acme - seed round of $2M from Foundry')).toContain('$2M');
    expect(opener('engineer - constructor')).not.toMatch(/function|native code/);
  });

  it('says what the sender works on after a role with no firm', () => {
    expect(opener('luthier in Buenos Aires - handmade classical guitars')).toContain(
      'a luthier in Buenos Aires, specialising in handmade classical guitars.',
    );
    expect(opener('roofer - mostly reroofs in west auckland')).toContain(
      'a roofer, working mostly on reroofs in West Auckland.',
    );
    expect(opener('mechanical engineer - retired')).toContain('a mechanical engineer, now retired.');
    expect(opener('mechanical engineer, 35 years - retired')).toContain(
      'a mechanical engineer with 35 years of experience, retired.',
    );
  });

  it('leaves out what no sentence carries: a rating, a standing, a figure', () => {
    const said = opener('commercial pilot - A320 type rating');
    expect(said).toContain('a commercial pilot.');
    expect(said).not.toContain('A320');
  });
});

describe('every request of the reading sets read so far', () => {
  const requests = seenReadingSets('requests.json').flatMap(
    (file) =>
      JSON.parse(readFileSync(file, 'utf8')) as {
        input: { profile: SenderProfile } & Omit<GenerateRequest, 'profile'>;
      }[],
  );

  it('gets a note whose first line hangs nothing after a dash', () => {
    expect(requests.length).toBeGreaterThan(600);
    const dashed = requests.flatMap(({ input: { profile, ...request } }) => {
      const { content } = compose({ ...request, meta: request.meta ?? { include_calendly: false } }, profile);
      const first = content.split(BLOCK_START)[1]?.split('\n')[3] ?? '';
      return / — /.test(first.split(/(?<=\.)\s/)[0] ?? '') ? [first] : [];
    });
    expect(dashed).toEqual([]);
    // (Some 700 messages: longer than a unit test's default time on a busy machine.)
  }, 60_000);
});
