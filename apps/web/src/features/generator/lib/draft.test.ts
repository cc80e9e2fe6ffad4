import type { GenerateRequestInput } from '@introask/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addWritten,
  currentVersion,
  type Draft,
  EMPTY_DRAFT,
  editText,
  isStale,
  loadDraft,
  MAX_VERSIONS,
  saveDraft,
  showVersion,
  undoWrite,
  type Version,
} from './draft';

const REQUEST: GenerateRequestInput = { target: { name: 'Priya' }, meta: { include_calendly: false } };
const written = (text: string, by: Version['by'] = 'generate'): Version => ({ text, by, request: REQUEST, notes: [] });
const texts = (draft: Draft) => draft.versions.map((v) => `${v.by}:${v.text}`);

describe('versions of the draft', () => {
  it('keeps every write and every edit; an edit of the newest edit changes it in place', () => {
    let draft = addWritten(EMPTY_DRAFT, written('First'));
    draft = editText(draft, 'First!');
    draft = editText(draft, 'First!!');
    expect(texts(draft)).toEqual(['generate:First', 'edit:First!!']);
    expect(currentVersion(draft)?.text).toBe('First!!');
  });

  it('a write over an edit keeps the edit and offers Undo, which brings it back', () => {
    let draft = editText(addWritten(EMPTY_DRAFT, written('First')), 'Mine');
    draft = addWritten(draft, written('Second', 'retry'));
    expect(currentVersion(draft)?.text).toBe('Second');
    expect(draft.undo).toBe(1);
    draft = undoWrite(draft);
    expect(currentVersion(draft)?.text).toBe('Mine');
    expect(draft.versions).toHaveLength(3);
    expect(draft.undo).toBeNull();
  });

  it('no Undo when the text replaced was the writer’s own', () => {
    const draft = addWritten(addWritten(EMPTY_DRAFT, written('First')), written('Second', 'retry'));
    expect(draft.undo).toBeNull();
  });

  it('steps back and forth; editing an older version adds a new one and leaves the old as it was', () => {
    let draft = addWritten(addWritten(EMPTY_DRAFT, written('First')), written('Second', 'retry'));
    draft = showVersion(draft, 0);
    expect(currentVersion(draft)?.text).toBe('First');
    expect(showVersion(draft, 5)).toBe(draft);
    draft = editText(draft, 'First, edited');
    expect(texts(draft)).toEqual(['generate:First', 'retry:Second', 'edit:First, edited']);
    expect(draft.current).toBe(2);
  });

  it(`keeps the newest ${MAX_VERSIONS} versions`, () => {
    let draft = EMPTY_DRAFT;
    for (let i = 0; i < MAX_VERSIONS + 3; i += 1) draft = addWritten(draft, written(`v${i}`));
    expect(draft.versions).toHaveLength(MAX_VERSIONS);
    expect(draft.versions[0]?.text).toBe('v3');
    expect(currentVersion(draft)?.text).toBe(`v${MAX_VERSIONS + 2}`);
  });

  it('is stale when the form would send another request; a signed-in user’s profile block does not count', () => {
    const version = written('First');
    expect(isStale(version, REQUEST, false)).toBe(false);
    expect(isStale(version, { ...REQUEST, target: { name: 'Dana' } }, false)).toBe(true);
    expect(isStale({ ...version, request: { ...REQUEST, profile: { name: 'A', bio: '' } } }, REQUEST, false)).toBe(
      false,
    );
    expect(isStale(null, REQUEST, true)).toBe(false);
  });
});

describe('one history row per draft (issue 14)', () => {
  const ids = (draft: Draft) => draft.versions.map((v) => v.draftId);

  it('retries, edits and a Generate of the same form are versions of one draft', () => {
    let draft = addWritten(EMPTY_DRAFT, written('First'));
    draft = addWritten(draft, written('Second', 'retry'));
    draft = editText(draft, 'Second, edited');
    draft = addWritten(draft, written('Third'));
    const [first, ...rest] = ids(draft);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest).toEqual([first, first, first]);
  });

  it('a Generate from a changed form starts a new draft', () => {
    let draft = addWritten(EMPTY_DRAFT, written('First'));
    draft = addWritten(draft, { ...written('Other'), request: { ...REQUEST, target: { name: 'Someone else' } } });
    const [first, second] = ids(draft);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});

describe('the draft in session storage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('comes back for its owner, and a guest’s draft for whoever signs in next', () => {
    const draft = addWritten({ ...EMPTY_DRAFT, values: { ...EMPTY_DRAFT.values, targetName: 'Priya' } }, written('Hi'));
    saveDraft(draft, null);
    expect(loadDraft('sam@example.com')).toEqual(draft);
    saveDraft(draft, 'sam@example.com');
    expect(loadDraft('sam@example.com')).toEqual(draft);
  });

  it('is not shown to someone else, and is dropped', () => {
    saveDraft(addWritten(EMPTY_DRAFT, written('Private')), 'sam@example.com');
    expect(loadDraft(null)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('ignores what it cannot read, and stores nothing for an empty form', () => {
    window.sessionStorage.setItem('introask:draft', '{not json');
    expect(loadDraft(null)).toBeNull();
    saveDraft(EMPTY_DRAFT, null);
    expect(window.sessionStorage.length).toBe(0);
  });
});
