// The Marketing and Support tabs' words (docs/product/business-side.md §10.7, §10.8).
export const marketingTexts = {
  upsellTitle: 'Marketing tools are part of Premium',
  upsell:
    'With Premium you get a review-request link and QR code for your customers, a website badge that shows your live rating, and a printable profile card.',
  upgrade: 'Upgrade to Premium',
  loadFailed: 'We could not load your marketing tools. Please try again.',
  reviewHeading: 'Ask for reviews',
  reviewIntro:
    'Give customers this link or QR code once a job is done. It leads them to the normal review path: only a homeowner whose job you marked completed on this site can leave a review.',
  reviewLink: 'Review link',
  badgeHeading: 'Website badge',
  badgeIntro:
    'Paste this code into your own website. The badge shows your live rating and review count and links to your profile.',
  snippet: 'Badge code for your website',
  cardHeading: 'Printable profile card',
  cardIntro:
    'An A6 card with your details, rating and the QR code, ready to print or save as a PDF.',
  openCard: 'Open the printable card',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text and copy it yourself.',
  downloadSvg: 'Download SVG',
  downloadPng: 'Download PNG',
  topPosition:
    'Your Premium listing is placed at the top of directory results, above every other plan.',
} as const;

export const supportTexts = {
  upsellTitle: 'Dedicated support is part of Premium',
  upsell:
    'Premium members get a support form answered within one working day. Until then, our contact form reaches the team.',
  contact: 'Contact form (About page)',
  upgrade: 'Upgrade to Premium',
  formHeading: 'Ask the support team',
  formIntro:
    'We answer Premium requests within one working day (Monday to Friday, UK time), by e-mail to your account address.',
  subject: 'Subject',
  message: 'How can we help?',
  send: 'Send request',
  sentTitle: 'Support request sent',
  sent: (due: string) => `We will reply by ${due}.`,
  failedTitle: 'Request not sent',
  historyHeading: 'Your requests',
  none: 'You have not sent a support request yet.',
  loadFailed: 'We could not load your support requests. Please try again.',
  replyBy: 'Reply by',
  answered: 'Answered',
  open: 'Waiting for reply',
} as const;
