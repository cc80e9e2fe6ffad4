import { describe, expect, it } from 'vitest';
import { ApiError, parseApiError } from './api-error';

describe('parseApiError', () => {
  it("uses the server's error message and keeps status and body", async () => {
    const body = { error: 'Too many requests', code: 'RATE_LIMITED' };
    const error = await parseApiError(new Response(JSON.stringify(body), { status: 429 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Too many requests');
    expect(error.status).toBe(429);
    expect(error.body).toEqual(body);
    expect(error.code).toBe('RATE_LIMITED');
  });

  it("falls back to 'HTTP {status}' when the JSON body has no error message", async () => {
    const error = await parseApiError(new Response(JSON.stringify({ ok: false }), { status: 502 }));
    expect(error.message).toBe('HTTP 502');
  });

  it("says 'An unknown error occurred' when the body is unreadable", async () => {
    const error = await parseApiError(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error.message).toBe('An unknown error occurred');
    expect(error.status).toBe(502);
  });

  it('exposes requiresAuth from the body', async () => {
    const body = { error: 'Sign in required', code: 'UNAUTHENTICATED', requiresAuth: true };
    const error = await parseApiError(new Response(JSON.stringify(body), { status: 401 }));
    expect(error.requiresAuth).toBe(true);
  });
});
