import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { textMessages } from './fields';
import { supportMessages, supportReplyRules, supportRequestRules } from './support';

const valid = { subject: 'Invoice question', message: 'Where can I find my March invoice?' };

describe('support rules', () => {
  it("refuse a missing, blank or one-line-broken subject with the product's message", () => {
    expect(firstMessage(supportRequestRules, { ...valid, subject: '' })).toBe(
      supportMessages.subject,
    );
    expect(firstMessage(supportRequestRules, { ...valid, subject: '\u200b ' })).toBe(
      supportMessages.subject,
    );
    expect(
      firstMessage(supportRequestRules, { ...valid, subject: 'Hi\r\nBcc: x@example.com' }),
    ).toBe(textMessages.singleLine);
    expect(firstMessage(supportRequestRules, { ...valid, subject: 'x'.repeat(121) })).toBe(
      'Must be at most 120 characters',
    );
  });

  it('keep line breaks in the message but refuse other control characters and short messages', () => {
    expect(firstMessage(supportRequestRules, { ...valid, message: 'Line one\nline two' })).toBe(
      undefined,
    );
    expect(firstMessage(supportRequestRules, { ...valid, message: 'too short' })).toBe(
      supportMessages.message,
    );
    expect(
      firstMessage(supportRequestRules, { ...valid, message: 'Bell \u0007 in the text' }),
    ).toBe(textMessages.multiLine);
  });

  it('need a reply with visible text and refuse extra fields', () => {
    expect(firstMessage(supportReplyRules, { message: '  ' })).toBe(supportMessages.reply);
    expect(firstMessage(supportReplyRules, { message: 'Done', status: 'closed' })).toBe(
      'The request must be one JSON object with only the expected fields.',
    );
  });
});
