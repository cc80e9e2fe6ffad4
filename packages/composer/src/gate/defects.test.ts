/**
 * Issue 10: defects planted in well-written messages never pass. Each kind of defect is planted
 * programmatically in every message it applies to (several per kind), and the gate must name it.
 */
import { describe, expect, it } from 'vitest';
import { type Case, modelMessages } from './corpus';
import { checkHardRules, NOTE_END, NOTE_START, tidyModelText } from './index';

const cases = modelMessages();

const firstName = (name: string | undefined) =>
  (name ?? '')
    .replace(/^(prof|dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)[0]
    ?.replace(/[^\p{L}'-]/gu, '');
const capitalised = (s: string) => s.replace(/^\p{L}/u, (x) => x.toUpperCase());
const hasNote = (c: Case) => c.message.includes(NOTE_START) && c.message.includes(NOTE_END);
const typedText = (c: Case) => JSON.stringify([c.request, c.profile, c.retryInstructions ?? '']).toLowerCase();
/** The paragraph after the greeting: where a writer's own sentence would go. */
function insertAfterGreeting(message: string, sentence: string): string {
  const at = message.indexOf('\n\n');
  const end = message.indexOf('\n', at + 2);
  return `${message.slice(0, end)} ${sentence}${message.slice(end)}`;
}

interface Defect {
  kind: string;
  plant: (c: Case) => string | undefined;
  expected: RegExp;
}

const DEFECTS: Defect[] = [
  {
    kind: 'wrong greeting name',
    plant: (c) => {
      const first = firstName(c.request.introducer?.name);
      if (!first) return undefined;
      const wrong = /^bartholomew$/i.test(first) ? 'Ferdinand' : 'Bartholomew';
      const lines = c.message.split('\n');
      const at = lines.findIndex((l) => new RegExp(`\\b${first}\\b`, 'iu').test(l));
      if (at < 0 || at > 2) return undefined;
      lines[at] = (lines[at] ?? '').replace(new RegExp(`\\b${first}\\b`, 'iu'), wrong);
      return lines.join('\n');
    },
    expected: /greeting doesn't use/,
  },
  {
    kind: 'placeholder',
    plant: (c) => {
      const first = capitalised(firstName(c.request.target?.name) ?? '');
      if (!first || !c.message.includes(first)) return undefined;
      return c.message.replace(first, '[Target Name]');
    },
    expected: /placeholder/,
  },
  {
    kind: 'template residue',
    plant: (c) => insertAfterGreeting(c.message, 'We work with undefined customers.'),
    expected: /template residue/,
  },
  {
    kind: 'invented link',
    plant: (c) => insertAfterGreeting(c.message, 'Our deck is at https://docsend.com/view/q8k2m.'),
    expected: /link you didn't give/,
  },
  {
    kind: 'invented amount',
    plant: (c) =>
      typedText(c).includes('5m') || typedText(c).includes('5 million')
        ? undefined
        : insertAfterGreeting(c.message, 'We just closed a $5M round.'),
    expected: /“\$5M”/,
  },
  {
    kind: 'invented company',
    plant: (c) =>
      typedText(c).includes('goldman')
        ? undefined
        : insertAfterGreeting(c.message, 'Our last round was led by Goldman Sachs.'),
    expected: /“Goldman Sachs”/,
  },
  {
    kind: 'no forwardable note',
    plant: (c) => {
      if (!hasNote(c)) return undefined;
      const start = c.message.indexOf(NOTE_START);
      const end = c.message.indexOf(NOTE_END) + NOTE_END.length;
      return c.message.slice(0, start) + c.message.slice(end);
    },
    expected: /no complete forwardable note/,
  },
  {
    kind: 'a forwardable note marker dropped',
    plant: (c) => (hasNote(c) ? c.message.replace(`${NOTE_END}\n`, '') : undefined),
    expected: /no complete forwardable note/,
  },
  {
    kind: 'truncated',
    plant: (c) => {
      const cut = c.message.lastIndexOf(' ', Math.floor(c.message.length * 0.6));
      return c.message.slice(0, cut);
    },
    expected: /doesn't end with your name|cut off|no complete forwardable note/,
  },
  {
    kind: 'truncated just before the sign-off',
    plant: (c) => {
      const lines = c.message.trimEnd().split('\n');
      return lines.slice(0, -1).join('\n').trimEnd();
    },
    expected: /doesn't end with your name/,
  },
  {
    kind: 'empty',
    plant: (c) => (c.id.endsWith('1') ? '' : c.id.endsWith('2') ? '  \n\n ' : undefined),
    expected: /empty/,
  },
  {
    kind: 'chatty preamble',
    plant: (c) => `Sure! Here's a draft you can send:\n\n${c.message}`,
    expected: /starts with a remark about the message/,
  },
  {
    kind: 'Markdown',
    plant: (c) => {
      const first = capitalised(firstName(c.request.target?.name) ?? '');
      if (!first || !c.message.includes(first)) return undefined;
      return c.message.replace(first, `**${first}**`);
    },
    expected: /Markdown/,
  },
  {
    kind: 'assumed gender',
    plant: (c) =>
      /\b(she|her|hers)\b/.test(typedText(c))
        ? undefined
        : insertAfterGreeting(c.message, 'I think she would enjoy the conversation.'),
    expected: /assumes a gender/,
  },
  {
    kind: 'Calendly link not asked for',
    plant: (c) =>
      c.request.meta.include_calendly || !hasNote(c)
        ? undefined
        : c.message.replace(`\n${NOTE_END}`, `\nBook a time here: https://calendly.com/someone/30min\n${NOTE_END}`),
    expected: /Calendly/,
  },
  {
    kind: 'over 4000 characters',
    plant: (c) => insertAfterGreeting(c.message, 'There is more to say about this. '.repeat(130).trim()),
    expected: /the limit is 4000/,
  },
];

describe('planted defects are caught', () => {
  it('covers at least 8 kinds', () => {
    expect(DEFECTS.length).toBeGreaterThanOrEqual(8);
  });

  for (const defect of DEFECTS) {
    const planted = cases.flatMap((c) => {
      const message = defect.plant(c);
      return message === undefined ? [] : [[c.id, c, message] as const];
    });

    it(`${defect.kind}: planted in several messages`, () => {
      expect(planted.length).toBeGreaterThanOrEqual(2);
    });

    it.each(planted)(`${defect.kind} in %s`, (_id, c, message) => {
      const problems = checkHardRules(message, {
        request: c.request,
        profile: c.profile,
        retryInstructions: c.retryInstructions,
      });
      expect(problems.join('\n')).toMatch(defect.expected);
    });
  }

  it('a preamble and a code fence are stripped safely; the message left is the good one', () => {
    for (const c of cases.slice(0, 5)) {
      expect(tidyModelText(`Sure! Here's a draft you can send:\n\n${c.message}`)).toBe(c.message);
      expect(tidyModelText(`\`\`\`text\n${c.message}\n\`\`\``)).toBe(c.message);
      expect(tidyModelText(`${c.message}\n\nLet me know if you'd like any changes!`)).toBe(c.message);
    }
  });
});
