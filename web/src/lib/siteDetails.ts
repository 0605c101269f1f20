/** Contact details shown in the footer and on the About page. */
export const contactDetails = {
  addressLines: ['Retrofit Smarter Greener', 'Hertford', 'Hertfordshire SG14 1BY'],
  phoneDisplay: '01632 960 123',
  phoneHref: 'tel:+441632960123',
  email: 'hello@retrofitsmartergreener.co.uk',
} as const;
