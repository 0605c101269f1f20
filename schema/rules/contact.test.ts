import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { contactRules } from './contact';

describe('contact rules', () => {
  it("use the product's messages", () => {
    const valid = { name: 'Jo', email: 'jo@example.com', message: 'Hello there, a question' };
    expect(firstMessage(contactRules, { ...valid, name: '' })).toBe('Name is required');
    expect(firstMessage(contactRules, { ...valid, email: 'jo' })).toBe('Valid email is required');
    expect(firstMessage(contactRules, { ...valid, message: 'short' })).toBe(
      'Message must be at least 10 characters',
    );
  });
});
