// The contact form's texts (docs/product/public-site.md §5, §8); the field rules live in
// schema/rules.

export const contactTexts = {
  sent: 'Message sent!',
  sentDetail: "Thanks for getting in touch. We'll reply to your email as soon as we can.",
  failedTitle: 'Message not sent',
  failed: 'Failed to send message. Please try again.',
} as const;

/** docs/product/public-site.md §5: shown as a counter, enforced by the server. */
export const messageMinLength = 10;
