import type { GrantAnswers, GrantQuestion, GrantStatus } from '#schema/grant-questions';

/** A label inside a sentence: 'Solar panels (PV)' → 'solar panels (PV)'; 'EV charger' stays. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

// The checker's words (docs/product/public-site.md §10.9). The facts are the catalogue's.
export const grantTexts = {
  title: 'Grants and schemes checker',
  description:
    'Answer a few questions about your home to see which grants and schemes could pay towards a heat pump, solar panels, insulation or an EV charger, with the source for each.',
  questionsTitle: 'About your home',
  measuresLegend: 'What are you considering?',
  measuresHint: 'Tick none to see everything.',
  submit: 'Check what I can get',
  resultsTitle: 'What you could get',
  notForYouTitle: 'Not for this home',
  changeAnswers: 'Change my answers',
  share: 'The answers are in this page’s address: copy it to share or come back to this result.',
  loadFailedTitle: 'Could not check the schemes',
  loadFailed: 'Please check your connection and try again.',
  whatToDo: 'What to do',
  endsSoon: (date: string) => `Closing soon: this scheme ends on ${date}. Apply before then.`,
  endsOn: (date: string) => `Ends ${date}`,
  uncertain: 'Figure not yet confirmed',
  source: 'Source',
  lastChecked: (date: string) => `Last checked ${date}`,
  installers: (grantName: string) => `Find installers who can claim the ${grantName} for you`,
  findTrades: (measure: string) => `Find trades for ${inSentence(measure)}`,
  pickThree: 'Pick up to three and send them one request.',
} as const;

export const grantStatusLabels: Readonly<Record<GrantStatus, string>> = {
  eligible: 'Eligible',
  depends: 'Depends',
  'not-eligible': 'Not eligible',
};
export const grantStatusPalettes: Readonly<Record<GrantStatus, string>> = {
  eligible: 'green',
  depends: 'orange',
  'not-eligible': 'gray',
};

type Options<Q extends GrantQuestion> = readonly { value: GrantAnswers[Q]; label: string }[];

/** Each question as asked, with its answers' words, in the order the form asks them. */
export const grantQuestionTexts: { [Q in GrantQuestion]: { label: string; options: Options<Q> } } =
  {
    tenure: {
      label: 'Do you own or rent your home?',
      options: [
        { value: 'owner', label: 'I own it and live in it' },
        { value: 'landlord', label: 'I own it and let it out' },
        { value: 'tenant', label: 'I rent it privately' },
        { value: 'social', label: 'I rent from a council or housing association' },
      ],
    },
    country: {
      label: 'Where is your home?',
      options: [
        { value: 'england', label: 'England' },
        { value: 'wales', label: 'Wales' },
        { value: 'scotland', label: 'Scotland' },
        { value: 'ni', label: 'Northern Ireland' },
      ],
    },
    heating: {
      label: 'What heats your home now?',
      options: [
        { value: 'gas', label: 'Mains gas' },
        { value: 'oil', label: 'Oil' },
        { value: 'lpg', label: 'LPG (bottled or tank gas)' },
        { value: 'electric', label: 'Electric heaters or boiler' },
        { value: 'coal', label: 'Coal or other solid fuel' },
        { value: 'heat-pump', label: 'A heat pump' },
        { value: 'none', label: 'No heating system' },
      ],
    },
    offGasGrid: {
      label: 'Is your home connected to mains gas?',
      options: [
        { value: 'no', label: 'Yes, it is on the gas grid' },
        { value: 'yes', label: 'No, it is off the gas grid' },
      ],
    },
    propertyType: {
      label: 'What kind of home is it?',
      options: [
        { value: 'house', label: 'A house or bungalow' },
        { value: 'flat', label: 'A flat or maisonette' },
      ],
    },
    newBuild: {
      label: 'Is it a new build still being built?',
      options: [
        { value: 'no', label: 'No' },
        { value: 'yes', label: 'Yes' },
      ],
    },
    epc: {
      label: 'What is its Energy Performance Certificate (EPC) rating?',
      options: [
        ...(['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const).map((band) => ({
          value: band,
          label: `${band}, with a valid certificate`,
        })),
        { value: 'none', label: 'No valid EPC, or I do not know' },
      ],
    },
    income: {
      label: 'Is your household’s income under £36,000 a year before tax?',
      options: [
        { value: 'under36k', label: 'Yes, under £36,000' },
        { value: 'over36k', label: 'No, £36,000 or more' },
      ],
    },
    benefits: {
      label: 'Does anyone in your home get means-tested benefits?',
      options: [
        { value: 'no', label: 'No' },
        { value: 'yes', label: 'Yes (for example Universal Credit or Pension Credit)' },
      ],
    },
  };
