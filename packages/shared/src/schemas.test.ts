import { describe, expect, it } from 'vitest';
import { FORM_LIMITS, PROFILE_LIMITS } from './limits';
import {
  calendlyFieldSchema,
  fieldUpdateSchema,
  generateRequestSchema,
  historyQuerySchema,
  introducerCreateSchema,
  regenerateRequestSchema,
  saveRfiRequestSchema,
  signUpSchema,
} from './schemas';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('generate request', () => {
  it('trims every field and defaults meta', () => {
    const parsed = generateRequestSchema.parse({ target: { name: '  Dana Whitfield  ' } });
    expect(parsed.target?.name).toBe('Dana Whitfield');
    expect(parsed.meta).toEqual({ include_calendly: false });
  });

  it('refuses an over-long field with a message naming it and its limit', () => {
    const r = generateRequestSchema.safeParse({ target: { name: 'x'.repeat(FORM_LIMITS.targetName + 1) } });
    expect(messages(r)).toEqual(['Target name must be at most 80 characters']);
  });

  it('accepts a field at exactly its limit', () => {
    const r = generateRequestSchema.safeParse({ target: { purpose: 'p'.repeat(FORM_LIMITS.targetPurpose) } });
    expect(r.success).toBe(true);
  });

  it('refuses unknown fields at any depth', () => {
    expect(generateRequestSchema.safeParse({ extra: 1 }).success).toBe(false);
    expect(generateRequestSchema.safeParse({ target: { nickname: 'D' } }).success).toBe(false);
  });

  it('requires a guest name when a profile block is sent', () => {
    const r = generateRequestSchema.safeParse({ profile: { name: '   ', bio: '' } });
    expect(messages(r)).toEqual(['Your name is required']);
  });

  it('refuses a non-boolean include_calendly', () => {
    const r = generateRequestSchema.safeParse({ meta: { include_calendly: 'yes' } });
    expect(messages(r)).toEqual(['include_calendly must be true or false']);
  });
});

describe('regenerate and save requests', () => {
  it('caps retry instructions at 400 characters', () => {
    const r = regenerateRequestSchema.safeParse({
      previous_message: 'Hi',
      retry_instructions: 'x'.repeat(FORM_LIMITS.retryInstructions + 1),
    });
    expect(messages(r)).toEqual(['Retry instructions must be at most 400 characters']);
  });

  it('refuses an empty or over-long message to save', () => {
    expect(messages(saveRfiRequestSchema.safeParse({ message: '  \n ' }))).toEqual(['The message is empty']);
    expect(saveRfiRequestSchema.safeParse({ message: 'm'.repeat(FORM_LIMITS.message + 1) }).success).toBe(false);
  });
});

describe('profile fields', () => {
  it('accepts each field within its limit and refuses one over it', () => {
    for (const [field, max] of Object.entries(PROFILE_LIMITS)) {
      const ok = field === 'calendly_url' ? `https://calendly.com/${'a'.repeat(max - 21)}` : 'a'.repeat(max);
      expect(fieldUpdateSchema.safeParse({ field, content: ok }).success, field).toBe(true);
      expect(fieldUpdateSchema.safeParse({ field, content: `${ok}a` }).success, field).toBe(false);
    }
  });

  it('accepts an empty Calendly URL and refuses one that is not a URL', () => {
    expect(fieldUpdateSchema.parse({ field: 'calendly_url', content: '' })).toEqual({
      field: 'calendly_url',
      content: '',
    });
    const r = fieldUpdateSchema.safeParse({ field: 'calendly_url', content: 'calendly' });
    expect(messages(r)).toEqual(['Please enter a valid URL']);
  });

  it('the single-field Calendly card requires a calendly.com link', () => {
    expect(calendlyFieldSchema.safeParse('https://calendly.com/nora').success).toBe(true);
    expect(messages(calendlyFieldSchema.safeParse('https://example.com/nora'))).toEqual(['Must be a Calendly URL']);
  });

  it('the single-field Calendly card says what is wrong with text that is not a URL, without throwing', () => {
    expect(messages(calendlyFieldSchema.safeParse('my calendly'))).toEqual(['Please enter a valid URL']);
  });

  it('refuses a field outside the seven', () => {
    const r = fieldUpdateSchema.safeParse({ field: 'email', content: 'x' });
    expect(messages(r)[0]).toMatch(/^field must be one of: name, job_title/);
  });
});

describe('introducers, history and sign-up', () => {
  it('requires an introducer name', () => {
    expect(messages(introducerCreateSchema.safeParse({ name: ' ' }))).toEqual(['Introducer name is required']);
  });

  it('reads history paging from the query string', () => {
    expect(historyQuerySchema.parse({ limit: '20', order: 'asc' })).toEqual({ limit: 20, order: 'asc' });
    expect(historyQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(historyQuerySchema.safeParse({ order: 'sideways' }).success).toBe(false);
  });

  it("says the passwords don't match", () => {
    const r = signUpSchema.safeParse({
      name: 'Al',
      email: 'al@example.com',
      password: 'tulip-4-rain',
      confirm: 'tulip-4-snow',
    });
    expect(messages(r)).toEqual(["Passwords don't match"]);
  });

  it('needs a name of two characters after trimming', () => {
    const r = signUpSchema.safeParse({
      name: ' A ',
      email: 'a@example.com',
      password: 'tulip-4-rain',
      confirm: 'tulip-4-rain',
    });
    expect(messages(r)).toEqual(['Name must be at least 2 characters']);
  });
});
