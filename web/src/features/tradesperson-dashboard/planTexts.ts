// Plan change wording (docs/product/business-side.md §8 "Upgrade", §2.4–2.5).
export const planTexts = {
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  upgradeHeading: 'Upgrade Your Plan',
  downgradeHeading: 'Downgrade Your Plan',
  completeUpgrade: 'Complete Upgrade',
  completeDowngrade: 'Complete Downgrade',
  upgradedTitle: 'Plan Upgraded Successfully!',
  downgradedToPaidTitle: 'Plan Downgraded Successfully!',
  failedTitle: 'Payment Failed',
  failedDescription: 'There was an error processing your payment. Please try again.',
  downgradeTitle: 'Downgrade to Free?',
  downgradeBody:
    'Your paid plan stays in place until the end of the period you have paid for; your listing then moves to the Free plan and you will not be charged again.',
  downgradeConfirm: 'Downgrade',
  downgradedTitle: 'Downgrade Scheduled',
  downgradeFailedTitle: 'Error',
  billingProblemTitle: 'We could not take your last payment',
  billingProblem:
    'Please update your card so your plan continues. Until then your listing may move to the Free plan.',
  manageBilling: 'Manage card and invoices',
  portalFailed: 'Could not open billing',
  backToDashboard: 'Back to Dashboard',
  businessOnlyTitle: 'Plans Are for Business Accounts',
  businessOnly:
    'You are signed in with an account that has no business listing. Sign in with your business account to change its plan, or list your business to choose one.',
  listBusiness: 'List My Business',
} as const;
