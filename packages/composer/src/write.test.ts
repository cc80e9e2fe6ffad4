/**
 * The built-in writer over every fixture, every EXAMPLES.md input and every input of the gate's
 * corpus: the hard rules hold (the same gate a model's message must pass), the qualities code can
 * see hold (checkQuality), and the message is deterministic, within the limits, and summarised.
 */
import { readFileSync } from 'node:fs';
import { FORM_LIMITS, type GenerateRequest, type SenderProfile, SUMMARY_MAX } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './fixtures';
import { checkHardRules, checkQuality, compose } from './index';
import { BLOCK_END, BLOCK_START } from './markers';

interface Input {
  name: string;
  request: GenerateRequest;
  profile: SenderProfile;
}

function examples(): Input[] {
  const md = readFileSync(new URL('../../../../shared/composer/EXAMPLES.md', import.meta.url), 'utf8');
  return [...md.matchAll(/```json\n([\s\S]*?)```/g)].map((m, i) => {
    const { profile, ...request } = JSON.parse(m[1] as string);
    return { name: `EXAMPLES.md ${i + 1}`, request, profile };
  });
}

function corpusInputs(): Input[] {
  const items = JSON.parse(readFileSync(new URL('../test-data/model-messages.json', import.meta.url), 'utf8'));
  return items
    .filter((it: { input: { retry_instructions?: string } }) => !it.input.retry_instructions)
    .map((it: { id: string; input: { profile: SenderProfile } & GenerateRequest }) => {
      const { profile, ...request } = it.input;
      return {
        name: `corpus ${it.id}`,
        request: { ...request, meta: request.meta ?? { include_calendly: false } },
        profile,
      };
    });
}

const INPUTS: Input[] = [...FIXTURES, ...examples(), ...corpusInputs()];

describe.each(INPUTS)('$name', ({ request, profile }) => {
  const { content, summary } = compose(request, profile);

  it('passes the hard-rule gate', () => {
    expect(checkHardRules(content, { request, profile })).toEqual([]);
  });

  it('has none of the faults a reader sees at once', () => {
    expect(checkQuality(content, request, profile)).toEqual([]);
  });

  it('comes with a subject line and shorter versions within their limits', () => {
    const { subject, versions } = compose(request, profile);
    expect(subject).toMatch(/^(?:Intro to .+\?|Could you introduce me\?)$/);
    expect(versions?.direct.length).toBeLessThanOrEqual(1000);
    expect(versions?.direct).not.toContain(BLOCK_START);
    expect(
      checkHardRules(versions?.direct ?? '', { request, profile, retryInstructions: 'no forwardable note' }),
    ).toEqual([]);
    expect(versions?.connection.length).toBeLessThanOrEqual(300);
    expect(versions?.connectionShort.length).toBeLessThanOrEqual(200);
    expect(versions?.connectionShort).toMatch(/\S/);
  });

  it('is the same message every time, within the limit, with a one-line summary', () => {
    expect(compose(request, profile).content).toBe(content);
    expect(content.length).toBeLessThanOrEqual(FORM_LIMITS.message);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary).not.toMatch(/\n/);
  });
});

describe('what a reader of the examples notices', () => {
  const byName = Object.fromEntries(INPUTS.map((i) => [i.name, i]));
  const write = (name: string) => {
    const input = byName[name] as Input;
    return compose(input.request, input.profile).content;
  };
  const note = (text: string) => text.slice(text.indexOf(BLOCK_START), text.indexOf(BLOCK_END));
  const toIntroducer = (text: string) => text.slice(0, text.indexOf(BLOCK_START));

  it('names the target at their organisation in the ask, without telling the introducer their job', () => {
    // (Decision 052: the reference writers leave a role beside the name out of the ask.)
    expect(write('sample 1: ordinary')).toMatch(/Greta Lindqvist at Nordfrakt[?.]/);
    expect(toIntroducer(write('sample 1: ordinary'))).not.toContain('COO');
  });

  it('never explains the target their own job in the note', () => {
    expect(note(write('sample 1: ordinary'))).not.toContain('COO at Nordfrakt');
    expect(note(write('EXAMPLES.md 8'))).not.toMatch(/Gus (?:owns|is)/);
  });

  it('says how the sender knows the introducer in the note, with the introducer in the third person', () => {
    expect(note(write('sample 1: ordinary'))).toContain('Felipe Santos and I sat on the same panel at ProMat 2024.');
    expect(note(write('EXAMPLES.md 8'))).toContain('Ray Dutta was my foreman at Kestle');
  });

  it('speaks to the introducer as "you" where the user named them', () => {
    expect(toIntroducer(write('EXAMPLES.md 8'))).toContain('as you mentioned');
    expect(toIntroducer(write('EXAMPLES.md 8'))).not.toContain('per Ray');
  });

  it('turns a bio fragment into a sentence about the sender', () => {
    expect(note(write('EXAMPLES.md 2'))).toContain("I'm Amara Quist, co-founder and CEO of Tallyroot.");
    expect(note(write('EXAMPLES.md 2'))).toContain('Before this, I ran ops for a 9-store pharmacy chain in Ohio.');
  });

  it('greets a titled target formally in the note and never guesses a first-name greeting for them', () => {
    expect(note(write('EXAMPLES.md 4'))).toContain('Dear Professor Vandermeer,');
  });

  it('reads a role as a role', () => {
    const text = write('EXAMPLES.md 3');
    expect(text).toMatch(/introduc(?:e|ing) me to whoever runs partnerships at Carrow[?.]/);
    expect(note(text)).toContain('Hello,');
  });

  it('capitalises names typed in lower case wherever they appear', () => {
    const text = write('EXAMPLES.md 1');
    expect(text).toContain('Dev Okonkwo');
    expect(text).toContain('Ferrolink');
    expect(text).not.toMatch(/\bferrolink\b|\bcorvane\b/);
  });
});
