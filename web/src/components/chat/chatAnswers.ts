// The chat helper's canned answers (docs/product/public-site.md §1, §9). The cost figures are the
// product's own; change them here and nowhere else. Grant amounts are not repeated here: they
// change on known dates, so the answers send people to the grant checker, which reads them from
// the scheme catalogue (schema/grant-schemes.ts; §10.9).

export interface ChatLink {
  label: string;
  to: string;
}

export interface ChatAnswer {
  text: string;
  links?: readonly ChatLink[];
}

export interface ChatTopic extends ChatAnswer {
  id: string;
  /** Matched against the question in lower case. */
  pattern: RegExp;
}

const directoryLink = { label: 'Find a professional', to: '/directory' };
const educationLink = { label: 'Read our guides', to: '/education' };
const grantsLink = { label: 'Check grants for your home', to: '/grants' };

export const botName = 'Retrofit Helper';

export const greeting =
  "Hi! I'm the Retrofit Helper. Ask me about solar panels, heat pumps, insulation, grants or costs, and I'll point you in the right direction.";

/** Offered while the greeting is the only message. */
export const quickQuestions = [
  'How much do solar panels cost?',
  'Are there grants for heat pumps?',
  'Which insulation should I start with?',
  'How do I get started?',
] as const;

/**
 * In order of priority: a question naming a grant or a technology gets that answer (each carries
 * its own cost) before the general cost summary, which comes before getting started and greetings.
 */
export const chatTopics: readonly ChatTopic[] = [
  {
    id: 'grants',
    pattern: /\b(grants?|funding|boiler upgrade|schemes?|subsid\w*|eco4)\b/,
    text: 'Grants can make a big difference: the Boiler Upgrade Scheme towards a heat pump, Warm Homes: Local Grant for lower-income homes, reduced VAT on insulation and solar, and the EV chargepoint grant for flat owners and renters. The grant checker tells you which your home can get today and how much, with the official source for each.',
    links: [grantsLink, educationLink],
  },
  {
    id: 'solar',
    pattern: /\b(solar|pv|photovoltaics?|panels?)\b/,
    text: 'A typical home solar PV system costs £4,000-£8,000 installed, depending on its size and your roof. Choose an MCS-certified installer so you can be paid for the electricity you export through the Smart Export Guarantee.',
    links: [directoryLink],
  },
  {
    id: 'heat-pumps',
    pattern: /\b(heat ?pumps?|air[- ]source|ground[- ]source|ashp|gshp)\b/,
    text: 'An air-source heat pump usually costs £8,000-£18,000 installed, before the Boiler Upgrade Scheme grant, which the grant checker works out for your home. Heat pumps work best in a well-insulated home, so ask for a room-by-room heat loss survey before you commit.',
    links: [grantsLink, directoryLink],
  },
  {
    id: 'insulation',
    pattern: /\b(insulat\w*|loft|cavity|external wall|solid wall|draughts?\w*)\b/,
    text: 'Insulation is usually the best place to start. Typical costs: loft insulation £300-£600, cavity wall £500-£1,500 and external wall £8,000-£15,000. Loft and cavity wall insulation are among the cheapest ways to cut your heating bills.',
    links: [directoryLink],
  },
  {
    id: 'ev-chargers',
    pattern: /\b(ev|evs|electric (car|cars|vehicle|vehicles)|chargers?|charging|chargepoints?)\b/,
    text: 'A home EV charger costs £800-£2,500 installed, depending on the charger and how far it is from your fuse box. Flat owners and renters with off-street parking can get a grant towards it; the grant checker gives the current amount.',
    links: [grantsLink, directoryLink],
  },
  {
    id: 'green-roofs',
    pattern: /\b(green roofs?|sedum|living roofs?|roof gardens?)\b/,
    text: 'A green roof of sedum or wildflowers adds insulation, slows rainwater run-off and brings in wildlife. It suits flat or gently sloping roofs such as extensions, garages and garden rooms; a specialist will first check that the roof can take the weight.',
    links: [directoryLink],
  },
  {
    id: 'costs',
    pattern: /\b(costs?|pric\w*|how much|expensive|cheap\w*|afford\w*|budget)\b/,
    text: 'Typical installed costs: solar panels £4,000-£8,000; heat pumps £8,000-£18,000 before grants; loft insulation £300-£600; cavity wall insulation £500-£1,500; external wall insulation £8,000-£15,000; EV chargers £800-£2,500. For a firm price, request free quotes from tradespeople in our directory.',
    links: [directoryLink],
  },
  {
    id: 'getting-started',
    pattern: /\b(start\w*|begin\w*|first steps?|where do i|new to)\b/,
    text: 'A good order is fabric first: insulation and draught-proofing, then low-carbon heating such as a heat pump, then generation such as solar panels. Our Education Hub explains each step, and the directory lists verified Hertfordshire tradespeople who will quote for free.',
    links: [educationLink, directoryLink],
  },
  {
    id: 'greeting',
    pattern: /\b(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/,
    text: 'Hello! How can I help with your retrofit? You can ask me about solar, heat pumps, insulation, grants, EV chargers or green roofs.',
  },
];

export const fallbackAnswer: ChatAnswer = {
  text: "I'm not sure about that one. You can search our directory for verified Hertfordshire tradespeople, or browse the Education Hub for guides on solar, heat pumps, insulation and grants.",
  links: [directoryLink, educationLink],
};
