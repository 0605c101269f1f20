// The mails a quote request sends: the trade hears of a new request (and of a withdrawal), the
// homeowner gets a confirmation and hears when the trade moves the request along.
import type { QuoteStatus } from '../../../schema/catalogues';
import type { QuoteRequestInput } from '../../../schema/rules';
import type { QuoteRow } from '../../../schema/tables/quotes';
import { inWords } from '../../../schema/words';
import type { Mail } from '../mail/outbox';

type Quote = Pick<
  QuoteRow,
  | 'id'
  | 'homeownerId'
  | 'customerName'
  | 'customerEmail'
  | 'propertySize'
  | 'timeline'
  | 'description'
>;
interface Listing {
  name: string;
}

/** Blank lines collapse, so optional lines leave no gaps. */
const lines = (...parts: string[]) =>
  parts.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n');

const signOff = ['', 'Retrofit Smarter Greener'];

const namesOf = (listings: Listing[]) => inWords(listings.map((listing) => listing.name));

/** The trade's line saying who else has the request (docs/product/public-site.md §10.10). */
export const sentToLine = (sentToCount: number) =>
  sentToCount > 1
    ? `The homeowner sent this request to ${sentToCount} trades, you included, and chose each of you.`
    : 'The homeowner sent this request to you only.';

export function newQuoteMail(
  listing: Listing,
  quote: QuoteRequestInput,
  to: string,
  sentToCount: number,
): Mail {
  return {
    to,
    subject: `New quote request from ${quote.customerName}`,
    template: 'new-quote',
    body: lines(
      `Hello ${listing.name},`,
      '',
      `${quote.customerName} has asked for a quote through Retrofit Smarter Greener.`,
      '',
      `Property: ${quote.propertySize}`,
      `Timeline: ${quote.timeline}`,
      `Project: ${quote.description}`,
      '',
      `Email: ${quote.customerEmail}`,
      `Phone: ${quote.customerPhone}`,
      quote.customerPostcode ? `Postcode: ${quote.customerPostcode}` : '',
      '',
      sentToLine(sentToCount),
      '',
      'Homeowners expect a reply within 24 to 48 hours. You can manage this request on your dashboard.',
    ),
  };
}

/**
 * The confirmation to an address nobody has proven (a sender not signed in as its owner): fixed
 * text and the trade's name only, so nobody can have us mail words of their own to a stranger.
 */
export function unprovenQuoteSentMail(listings: Listing[], to: string): Mail {
  const names = namesOf(listings);
  return {
    to,
    subject: `Your quote request to ${names} has been sent`,
    template: 'quote-sent',
    body: lines(
      'Hello,',
      '',
      `Thank you: ${names} ${listings.length > 1 ? 'have' : 'has'} your quote request and usually ${listings.length > 1 ? 'reply' : 'replies'} within 24 to 48 hours.`,
      '',
      'If you did not ask for a quote, someone may have typed your address by mistake; you need not do anything.',
      ...signOff,
    ),
  };
}

export function quoteSentMail(listings: Listing[], quote: QuoteRequestInput): Mail {
  const names = namesOf(listings);
  return {
    to: quote.customerEmail,
    subject: `Your quote request to ${names} has been sent`,
    template: 'quote-sent',
    body: lines(
      `Hello ${quote.customerName},`,
      '',
      `Thank you: ${names} ${listings.length > 1 ? 'have' : 'has'} your request and usually ${listings.length > 1 ? 'reply' : 'replies'} within 24 to 48 hours.`,
      '',
      `Property: ${quote.propertySize}`,
      `Timeline: ${quote.timeline}`,
      `Project: ${quote.description}`,
      '',
      'If you have an account, you can follow the request (or withdraw it while it is pending) on your dashboard.',
      ...signOff,
    ),
  };
}

const statusNews: Partial<Record<QuoteStatus, { subject: string; text: string }>> = {
  contacted: {
    subject: 'has been in touch about your request',
    text: 'has marked your request as contacted. If you have not heard from them yet, check your phone and email (including spam).',
  },
  quoted: {
    subject: 'has sent you a quote',
    text: 'has marked your request as quoted. Take your time to compare; you are under no obligation.',
  },
  completed: {
    subject: 'has marked your job as completed',
    text: 'has marked your job as completed.',
  },
};

/**
 * The homeowner's news of a status change; null for the moves that send none. Unless the sender
 * proved the address (signed in as its owner), it names an address nobody proved, so the news
 * repeats none of the sender's words, only fixed text and the trade's name.
 */
export function quoteStatusMail(
  listing: Listing,
  quote: Quote,
  status: QuoteStatus,
  { siteUrl, proven }: { siteUrl: string; proven: boolean },
): Mail | null {
  const news = statusNews[status];
  if (!news) return null;
  const reviewInvite =
    status === 'completed'
      ? [
          '',
          'How did it go? Your review helps your neighbours choose, and only customers with a completed job can leave one:',
          `${siteUrl}/homeowner-dashboard?review=${quote.id}`,
        ]
      : [];
  return {
    to: quote.customerEmail,
    subject: `${listing.name} ${news.subject}`,
    template: `quote-${status}`,
    body: lines(
      proven ? `Hello ${quote.customerName},` : 'Hello,',
      '',
      `${listing.name} ${news.text}`,
      '',
      proven ? `Your request: ${quote.description}` : '',
      ...reviewInvite,
      ...signOff,
    ),
  };
}

export function quoteWithdrawnMail(listing: Listing, quote: Quote, to: string): Mail {
  return {
    to,
    subject: `${quote.customerName} has withdrawn a quote request`,
    template: 'quote-withdrawn',
    body: lines(
      `Hello ${listing.name},`,
      '',
      `${quote.customerName} has withdrawn their request, so there is no need to get in touch.`,
      '',
      `The request was: ${quote.description}`,
      ...signOff,
    ),
  };
}
