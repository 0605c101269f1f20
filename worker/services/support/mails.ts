// The support mails (docs/product/business-side.md §10.8): the trade's confirmation with the reply
// time, and the admin's answer.
import type { Mail } from '../mail/outbox';
import { formatReplyBy } from './reply-time';

const signOff = ['', 'Retrofit Smarter Greener'];

export function supportReceivedMail(
  to: { email: string; userId: number; businessName: string },
  request: { subject: string; replyBy: Date },
): Mail {
  return {
    to: to.email,
    userId: to.userId,
    subject: `We have your support request: ${request.subject}`,
    template: 'support-received',
    body: [
      `Hello ${to.businessName},`,
      '',
      `Thank you for your support request "${request.subject}".`,
      `As part of your Premium plan we answer within one working day: you will hear from us by ${formatReplyBy(request.replyBy)} (UK time).`,
      '',
      ...signOff,
    ].join('\n'),
  };
}

export function supportReplyMail(
  to: { email: string; userId: number; businessName: string },
  request: { id: number; subject: string; message: string },
  reply: string,
): Mail {
  return {
    to: to.email,
    userId: to.userId,
    subject: `Re: ${request.subject}`,
    template: 'support-reply',
    body: [
      `Hello ${to.businessName},`,
      '',
      reply,
      '',
      `Your request (reference ${request.id}):`,
      ...request.message.split('\n').map((line) => `> ${line}`),
      ...signOff,
    ].join('\n'),
  };
}
