/** The gate's rules one at a time, on small messages: what each accepts as well as what it refuses. */
import type { GenerateRequest, SenderProfile } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { checkHardRules, NOTE_END, NOTE_START, tidyModelText } from './index';
import { figuresIn, valuesIn } from './numbers';
import { retryAsks } from './retry';

const request: GenerateRequest = {
  introducer: { name: 'Prof. Helen Zhou', context: 'my PhD supervisor at Imperial' },
  target: {
    name: 'Dana Whitfield',
    relevance: 'Partner at Foundry Ventures',
    purpose: 'raise a $2M seed round',
    value_add: 'we are growing 30% MoM, $38k MRR',
  },
  meta: { include_calendly: false },
};
const profile: SenderProfile = { name: 'Nora Quinn', bio: 'I run ops at a 9-person startup in Rotterdam.' };

const message = (body: string, note = 'I am Nora Quinn. I would love to talk to you about our seed round.') =>
  `Hi Helen,\n\n${body}\n\n${NOTE_START}\n${note}\n${NOTE_END}\n\nThanks,\nNora`;
const check = (content: string, extra: Partial<Parameters<typeof checkHardRules>[1]> = {}) =>
  checkHardRules(content, { request, profile, ...extra });
const base = 'Would you introduce me to Dana Whitfield? We are raising a $2M seed round.';

describe('the gate', () => {
  it('passes a plain good message', () => {
    expect(check(message(base))).toEqual([]);
  });

  it('reads figures tolerantly: $38k is $38,000 and 38 thousand; month over month for MoM', () => {
    expect(
      check(message(`${base} We're at $38,000 in monthly recurring revenue, growing 30% month over month.`)),
    ).toEqual([]);
    expect(check(message(`${base} Revenue is 38 thousand dollars a month.`))).toEqual([]);
    expect(check(message(`${base} We're a nine-person team.`))).toEqual([]);
    expect(check(message(`${base} We're a 12-person team.`))).toEqual([
      "It mentions “12”, which isn't in what you typed.",
    ]);
  });

  it('accepts "Professor" for "Prof.", and a neutral greeting only without an introducer name', () => {
    expect(check(message(`${base} Professor Zhou suggested I ask.`).replace('Hi Helen,', 'Dear Helen,'))).toEqual([]);
    // ("Rev." and "Fr." as the writer spells them out, language/names.ts: the gate refused the built-in
    // writer's own "I'm Reverend Josiah Kwarteng" on two seen requests.)
    const reverend = { ...profile, name: 'Rev. Josiah Kwarteng' };
    expect(
      check(message(base, 'I am Reverend Josiah Kwarteng.').replace('Nora', 'Josiah'), { profile: reverend }),
    ).toEqual([]);
    const anonymous = { ...request, introducer: undefined };
    expect(check(message(base).replace('Hi Helen,', 'Hi,'), { request: anonymous })).toEqual([]);
    expect(check(message(base).replace('Hi Helen,', 'Hi Sam,'), { request: anonymous })[0]).toMatch(
      /names someone you didn't name/,
    );
  });

  it('names the target by first or last name, and a role-only target by its role or organisation', () => {
    expect(check(message('Would you introduce me to Whitfield? We are raising a $2M seed round.'))).toEqual([]);
    const role = { ...request, target: { name: 'whoever runs partnerships at Carrow' } };
    expect(check(message('Could you introduce me to the partnerships lead at Carrow?'), { request: role })).toEqual([]);
    expect(check(message('Could you introduce me to someone?'), { request: role })[0]).toMatch(/doesn't name/);
  });

  it('lets a retry drop the note, and then refuses one', () => {
    const noNote = 'Hi Helen,\n\nWould you introduce me to Dana Whitfield?\n\nThanks,\nNora';
    expect(check(noNote, { retryInstructions: 'no forwardable note, shorter' })).toEqual([]);
    expect(check(message(base), { retryInstructions: 'without the forwardable note' })).toEqual([
      'You asked for no forwardable note, but the message has one.',
    ]);
  });

  it('allows the Calendly link only when asked for and known, and not after a retry removed it', () => {
    const withLink = message(base, 'I am Nora Quinn. Book a time: https://calendly.com/nora/30min');
    const calendly = { ...profile, calendly_url: 'https://calendly.com/nora/30min' };
    const asked = { ...request, meta: { include_calendly: true } };
    expect(check(withLink, { profile: calendly, request: asked })).toEqual([]);
    expect(check(withLink, { profile: calendly })[0]).toMatch(/didn't ask for/);
    expect(
      check(withLink, { profile: calendly, request: asked, retryInstructions: 'remove the calendly link' })[0],
    ).toMatch(/asked to remove/);
    expect(check(withLink, { profile: calendly, retryInstructions: 'add my calendly link' })).toEqual([]);
  });

  it('accepts a signature block after the name and bullets before the sign-off; refuses a missing name', () => {
    expect(check(`${message(base)} Quinn\nOps lead, Rotterdam`)).toEqual([]);
    const bullets = `Hi Helen,\n\nWould you introduce me to Dana Whitfield?\n\n- raising a $2M seed round\n- growing 30% MoM\n\nThanks,\nNora`;
    expect(check(bullets, { retryInstructions: 'no forwardable note, bullet points' })).toEqual([]);
    expect(check(message(base).replace(/\nNora$/, ''))[0]).toMatch(/doesn't end with your name/);
  });

  it('allows words of any typed field in any case, months and weekdays, and the app’s marker words', () => {
    expect(
      check(message(`${base} I could meet on a Tuesday in March, and FOUNDRY VENTURES knows Imperial well.`)),
    ).toEqual([]);
  });

  it('greets a family-first Chinese name typed in lower case by its given name', () => {
    const lower = { ...request, introducer: { name: 'tan mei ling', context: 'my old manager' } };
    expect(check(message(base).replace('Hi Helen,', 'Hi Mei Ling,'), { request: lower })).toEqual([]);
  });

  it('greets a two-word family-first name by its given name ("Park Ji-woo", "Zhou Xinyi")', () => {
    for (const [name, given] of [
      ['Park Ji-woo', 'Ji-woo'],
      ['zhou xinyi', 'Xinyi'],
      ['Nguyen Lan', 'Lan'],
      ['Sgt. Maj. Darnell Hayes', 'Darnell'],
    ]) {
      const typed = { ...request, introducer: { name, context: 'my old manager' } };
      expect(check(message(base).replace('Hi Helen,', `Hi ${given},`), { request: typed })).toEqual([]);
    }
  });

  it('allows a capitalised word typed glued to another ("weŁaba"), and refuses it untyped', () => {
    const glued = { ...request, introducer: { name: 'Prof. Helen Zhou', context: 'weŁaba' } };
    expect(check(message(`${base} Helen and I Łaba.`), { request: glued })).toEqual([]);
    expect(check(message(`${base} Helen and I Łaba.`))).toEqual(["It mentions “Łaba”, which isn't in what you typed."]);
  });

  it('checks pronouns in English only, and allows them when the user used one', () => {
    expect(check(message(`${base} I think she would like it.`))[0]).toMatch(/assumes a gender/);
    // Typed without the apostrophe ("tom says shes after support acts"), it is still the user's pronoun.
    const shes = { ...request, target: { ...request.target, relevance: 'partner at Foundry, tom says shes keen' } };
    expect(check(message(`${base} I think she would like it.`), { request: shes })).toEqual([]);
    const she = { ...request, target: { ...request.target, relevance: 'She is a partner at Foundry Ventures' } };
    expect(check(message(`${base} I think her team would like it.`), { request: she })).toEqual([]);
  });

  it('judges a message in another language by its names, figures, links, markers and ending', () => {
    const german = `Hallo Helen,\n\nkönntest du mich Dana Whitfield vorstellen? Wir sammeln eine Seed-Runde über $2M ein.\n\n${NOTE_START}\nIch bin Nora Quinn und baue ein Startup in Rotterdam.\n${NOTE_END}\n\nDanke,\nNora`;
    const de = { ...request, meta: { include_calendly: false, language: 'de' as const } };
    expect(check(german, { request: de })).toEqual([]);
    expect(check(german.replace('$2M', '$5M'), { request: de })[0]).toMatch(/\$5M/);
    expect(check(german.replace('Hallo Helen', 'Hallo Maria'), { request: de })[0]).toMatch(/greeting/);
  });
});

describe('figures and retry instructions', () => {
  it('reads amounts with multipliers and separators', () => {
    expect(figuresIn('$38k and $1.5M, 1,200 routes')[0]?.values).toEqual([38000]);
    expect(figuresIn('$1.5M')[0]?.values).toEqual([1500000]);
    expect(valuesIn('2019-20, 6 yrs, a dozen, 150ish')).toEqual(new Set([2019, 20, 2020, 6, 12, 150]));
  });

  it('reads what a retry asks for', () => {
    expect(retryAsks('no forwardable note, more casual')).toMatchObject({ noNote: true, note: false });
    expect(retryAsks('remove the calendly link')).toMatchObject({ noCalendly: true, calendly: false });
    expect(retryAsks('shorter')).toMatchObject({ noNote: false, noCalendly: false, noGreeting: false });
  });
});

describe('tidyModelText', () => {
  it('strips a fence, a preamble, a chatty trailer, trailing spaces and doubled spaces; nothing else', () => {
    expect(tidyModelText('```\nHi Helen,  \r\n\n\n\nThanks,  Nora\n```')).toBe('Hi Helen,\n\nThanks, Nora');
    expect(tidyModelText("Certainly! Here's the message:\nHi Helen,\n\nThanks,\nNora")).toBe(
      'Hi Helen,\n\nThanks,\nNora',
    );
    expect(tidyModelText('Hi Helen,\n\nHere is a note you can forward:\nThanks,\nNora')).toBe(
      'Hi Helen,\n\nHere is a note you can forward:\nThanks,\nNora',
    );
  });
});
