// Contact details that can never reach a real business or person: e-mail and web addresses under
// the reserved `.example` top-level domain, and phone numbers from Ofcom's ranges kept for drama.

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The business's made-up domain, e.g. `chiltern-solar-battery.example`. */
export function businessDomain(businessName: string): string {
  return `${slugify(businessName)}.example`;
}

const lastThreeDigits = (n: number) => String(n % 1000).padStart(3, '0');

/** A landline in Ofcom's drama range 01632 960000–960999. */
export function dramaLandline(n: number): string {
  return `01632 960${lastThreeDigits(n)}`;
}

/** A mobile in Ofcom's drama range 07700 900000–900999. */
export function dramaMobile(n: number): string {
  return `07700 900${lastThreeDigits(n)}`;
}
