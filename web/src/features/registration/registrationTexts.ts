// Registration wording (docs/product/business-side.md §2.1–2.3, §4, §8), in one place.
export const registrationTexts = {
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
