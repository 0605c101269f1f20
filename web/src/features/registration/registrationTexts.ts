// Registration wording (docs/product/business-side.md §2.1–2.3, §4, §8), in one place.
export const registrationTexts = {
  /** The add-ons beside the plans (docs/product/business-side.md §9), bought on the dashboard. */
  addOnsIntro:
    'One-off extras for any plan, bought from your dashboard once your listing is live. The homepage feature and lead boosting need a verified listing; fast-track verification puts your application first in our checking queue, and the badge still needs every check to pass.',
  certificationTitle: 'Certification Required',
  completeTitle: 'Registration Complete!',
  completeDescription:
    "Check your email for login credentials. You'll receive a username and temporary password shortly.",
  errorTitle: 'Registration Error',
  errorDescription: 'There was an error completing your registration. Please try again.',
  couldNotSubmit: (reason: string) => `Could not submit registration: ${reason}`,
  failedFallback: 'Registration failed',
  backToPlans: 'Back to Plans',
  verifiedClaim: '120+ verified professionals',
  termsLabel:
    'I agree to the terms of service and authorise a recurring charge for this plan until I cancel it.',
  unknownPlanNotice: 'That plan is not one of ours, so we have selected the Free plan for you.',
} as const;
