import { describe, expect, it } from 'vitest';
import { mailtoHref, splitMessage, subjectFor, takeSubjectLine } from './message-text';

const MESSAGE = `Hi Felipe,

Would you introduce me to Greta Lindqvist?

Here's a short note you can forward as is:

--- Forwardable note ---
Hi Greta,

I'm Nora Quinn. I run ops at a startup.
--- End of note ---

Thanks,
Nora`;

describe('splitMessage', () => {
  it('gives the note to the introducer (outside the markers) and the forwardable note without its marker lines', () => {
    expect(splitMessage(MESSAGE)).toEqual({
      toIntroducer:
        "Hi Felipe,\n\nWould you introduce me to Greta Lindqvist?\n\nHere's a short note you can forward as is:\n\nThanks,\nNora",
      forwardable: "Hi Greta,\n\nI'm Nora Quinn. I run ops at a startup.",
    });
  });

  it('leaves a subject line out of both parts', () => {
    const parts = splitMessage(`Subject: Intro to Greta?\n\n${MESSAGE}`);
    expect(parts?.toIntroducer.startsWith('Hi Felipe,')).toBe(true);
  });

  it('is null without a complete note (no note asked for, or a marker edited away)', () => {
    expect(splitMessage('Hi Felipe, just a note.')).toBeNull();
    expect(splitMessage(MESSAGE.replace('--- End of note ---', ''))).toBeNull();
    expect(splitMessage('--- Forwardable note ---\n--- End of note ---')).toBeNull();
  });
});

describe('subjects and mailto', () => {
  it('prefers a subject line in the text, then the writer’s, then one made from the target’s name', () => {
    expect(subjectFor(`Subject: My own\n\n${MESSAGE}`, 'Writer', 'Greta')).toBe('My own');
    expect(subjectFor(MESSAGE, 'Intro to Greta Lindqvist (Nordfrakt)?', 'Greta')).toBe(
      'Intro to Greta Lindqvist (Nordfrakt)?',
    );
    expect(subjectFor(MESSAGE, undefined, ' Elena Vasquez-Hart ')).toBe('Intro to Elena Vasquez-Hart?');
    expect(subjectFor(MESSAGE, undefined, '')).toBe('Could you introduce me?');
  });

  it('takes the subject line off the top only', () => {
    expect(takeSubjectLine('Subject: Hello\n\nBody')).toEqual({ subject: 'Hello', body: 'Body' });
    expect(takeSubjectLine('Body\nSubject: no')).toEqual({ subject: null, body: 'Body\nSubject: no' });
  });

  it('builds a mailto link with the subject and the body (without the subject line)', () => {
    const href = mailtoHref(
      'marcus@example.com',
      'Intro to Dana?',
      'Subject: Intro to Dana?\n\nHi Marcus & co,\nThanks',
    );
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('marcus@example.com');
    expect(url.searchParams.get('subject')).toBe('Intro to Dana?');
    expect(url.searchParams.get('body')).toBe('Hi Marcus & co,\nThanks');
    expect(mailtoHref('', 'S', 'B')).toBe('mailto:?subject=S&body=B');
  });
});
