// Sign-in, sign-out and access texts (docs/product/public-site.md §6, §8;
// docs/product/business-side.md §6, §8).

export const loginTexts = {
  succeeded: 'Login Successful',
  welcome: (name: string) => `Welcome back, ${name}!`,
  failed: 'Login Failed',
  fallback: 'Login failed',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const homeownerSignUpTexts = {
  succeeded: 'Registration Successful',
  pleaseLogIn: 'Your account has been created. Please log in.',
  failed: 'Registration Failed',
  fallback: 'Registration failed',
} as const;

export const logoutTexts = {
  title: 'Logged Out',
  description: 'You have been successfully logged out',
} as const;

export const accessDeniedTexts = {
  title: 'Access Denied',
  page: "You don't have permission to access this page.",
  articles: "You don't have permission to edit articles.",
  users: "You don't have permission to access user management.",
  verification: 'You need admin privileges to access the verification dashboard.',
  tradesmanDashboard: 'You need to be registered as a tradesman to access this dashboard.',
} as const;
