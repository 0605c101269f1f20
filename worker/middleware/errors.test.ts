import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { handleError } from './errors';

describe('the error handler', () => {
  it('turns an unexpected failure into a JSON 500 without a stack trace', async () => {
    const app = new Hono<AppEnv>()
      .get('/boom', () => {
        throw new Error('secret internal detail at line 42');
      })
      .onError(handleError);
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(text).not.toContain('secret internal detail');
  });
});
