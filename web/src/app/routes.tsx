import { Navigate, type RouteObject } from 'react-router-dom';
import type { PageReads } from '../api/pageRead';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { accessDeniedTexts } from '../lib/accountTexts';
import { type PageEntry, pageRoute } from './pageRoute';
import { RootLayout } from './RootLayout';

/** A server-rendered page whose first screen reads nothing. */
const readsNothing = async (): Promise<PageReads> => () => [];

const articleEditor = {
  audience: 'staff',
  denied: {
    message: accessDeniedTexts.articles,
    action: { label: 'Back to Education', to: '/education' },
  },
  lazy: () => import('../features/articles/ArticleEditorPage').then((m) => m.ArticleEditorPage),
} as const;

/**
 * Every page, who it is for (docs/product/public-site.md §2.1, §6;
 * docs/product/business-side.md §2) and whether the Worker renders it (`server`, the one list of
 * server-rendered pages). Signed-out visitors go to `signedOutTo` when a page has one; everyone
 * else outside the audience gets `denied` (default: home with the Access Denied toast).
 */
export const pages: PageEntry[] = [
  {
    path: '/',
    audience: 'public',
    lazy: () => import('../features/home/HomePage').then((m) => m.HomePage),
    server: {
      reads: () => import('../features/home/HomePage').then((m) => m.homePageReads),
    },
  },
  {
    path: '/directory',
    audience: 'public',
    lazy: () => import('../features/directory/DirectoryPage').then((m) => m.DirectoryPage),
    server: {
      reads: () => import('../features/directory/DirectoryPage').then((m) => m.directoryPageReads),
    },
  },
  {
    path: '/education',
    audience: 'public',
    lazy: () => import('../features/articles/EducationPage').then((m) => m.EducationPage),
    server: {
      reads: () => import('../features/articles/EducationPage').then((m) => m.educationPageReads),
    },
  },
  {
    path: '/education/:id',
    audience: 'public',
    lazy: () => import('../features/articles/ArticlePage').then((m) => m.ArticlePage),
    server: {
      reads: () => import('../features/articles/ArticlePage').then((m) => m.articlePageReads),
    },
  },
  {
    path: '/about',
    audience: 'public',
    lazy: () => import('../features/about/AboutPage').then((m) => m.AboutPage),
    server: { reads: readsNothing },
  },
  {
    path: '/newsletter',
    audience: 'public',
    lazy: () => import('../features/newsletter/NewsletterPage').then((m) => m.NewsletterPage),
    server: { reads: readsNothing },
  },
  {
    path: '/grants',
    audience: 'public',
    lazy: () => import('../features/grants/GrantsPage').then((m) => m.GrantsPage),
    server: {
      reads: () => import('../features/grants/GrantsPage').then((m) => m.grantsPageReads),
    },
  },
  {
    path: '/auth',
    audience: 'public',
    lazy: () => import('../features/auth/AuthPage').then((m) => m.AuthPage),
  },
  // /login redirects to /auth (docs/decisions/014-spec-readings-chosen.md).
  { path: '/login', audience: 'public', element: <Navigate to="/auth" replace /> },
  {
    path: '/register',
    audience: 'public',
    lazy: () =>
      import('../features/registration/RegisterLandingPage').then((m) => m.RegisterLandingPage),
  },
  {
    path: '/register-form',
    audience: 'public',
    lazy: () => import('../features/registration/RegisterFormPage').then((m) => m.RegisterFormPage),
  },
  {
    path: '/tradesman-registration',
    audience: 'public',
    lazy: () =>
      import('../features/registration/TradesmanRegistrationPage').then(
        (m) => m.TradesmanRegistrationPage,
      ),
  },
  {
    path: '/listing/:id',
    audience: 'public',
    lazy: () => import('../features/profile/ListingPage').then((m) => m.ListingPage),
    server: {
      reads: () => import('../features/profile/ListingPage').then((m) => m.listingPageReads),
      profile: true,
    },
  },
  {
    path: '/quote/:id',
    audience: 'public',
    lazy: () => import('../features/quotes/QuotePage').then((m) => m.QuotePage),
    server: {
      reads: () => import('../features/quotes/QuotePage').then((m) => m.quotePageReads),
    },
  },
  // One request to the trades chosen in the directory: /quote?trade=18&trade=40.
  {
    path: '/quote',
    audience: 'public',
    lazy: () => import('../features/quotes/QuotePage').then((m) => m.QuotePage),
    server: {
      reads: () => import('../features/quotes/QuotePage').then((m) => m.quotePageReads),
    },
  },
  {
    path: '/tradesman/:tradesmanId',
    audience: 'public',
    lazy: () =>
      import('../features/profile/TradesmanProfilePage').then((m) => m.TradesmanProfilePage),
    server: {
      reads: () =>
        import('../features/profile/TradesmanProfilePage').then((m) => m.tradesmanProfilePageReads),
      profile: true,
    },
  },
  {
    path: '/review-policy',
    audience: 'public',
    lazy: () => import('../features/policies/ReviewPolicyPage').then((m) => m.ReviewPolicyPage),
    server: { reads: readsNothing },
  },
  // The policy's first address, kept for links already shared.
  {
    path: '/reviews-policy',
    audience: 'public',
    element: <Navigate to="/review-policy" replace />,
  },
  {
    path: '/how-we-rank',
    audience: 'public',
    lazy: () => import('../features/policies/HowWeRankPage').then((m) => m.HowWeRankPage),
    server: { reads: readsNothing },
  },
  {
    path: '/admin/login',
    audience: 'public',
    lazy: () => import('../features/admin/AdminLoginPage').then((m) => m.AdminLoginPage),
  },
  {
    // Editors land here after signing in (docs/product/public-site.md §4), so they get a staff
    // home, not the toast (docs/decisions/014-spec-readings-chosen.md).
    path: '/admin',
    audience: 'staff',
    signedOutTo: '/admin/login',
    lazy: () => import('../features/admin/dashboard/AdminAreaPage').then((m) => m.AdminAreaPage),
  },
  {
    path: '/admin/featured',
    audience: 'admin',
    signedOutTo: '/admin/login',
    lazy: () =>
      import('../features/admin/featured/FeaturedBadgesPage').then((m) => m.FeaturedBadgesPage),
  },
  {
    path: '/admin/users',
    audience: 'admin',
    signedOutTo: '/admin/login',
    denied: { message: accessDeniedTexts.users },
    lazy: () => import('../features/admin/users/ManageUsersPage').then((m) => m.ManageUsersPage),
  },
  {
    path: '/admin/bulk-import',
    audience: 'admin',
    signedOutTo: '/admin/login',
    lazy: () => import('../features/admin/import/BulkImportPage').then((m) => m.BulkImportPage),
  },
  {
    path: '/admin/credentials',
    audience: 'admin',
    signedOutTo: '/admin/login',
    lazy: () =>
      import('../features/admin/credentials/CredentialQueuePage').then(
        (m) => m.CredentialQueuePage,
      ),
  },
  {
    path: '/admin/verification',
    audience: 'admin',
    signedOutTo: '/admin/login',
    lazy: () =>
      import('../features/admin/verification/TradesmanVerificationPage').then(
        (m) => m.TradesmanVerificationPage,
      ),
  },
  {
    path: '/verification-dashboard',
    audience: 'admin',
    denied: { message: accessDeniedTexts.verification },
    lazy: () =>
      import('../features/admin/verification/VerificationDashboardPage').then(
        (m) => m.VerificationDashboardPage,
      ),
  },
  { path: '/admin/articles/new', ...articleEditor },
  { path: '/admin/articles/:id/edit', ...articleEditor },
  { path: '/edit-article/:id', ...articleEditor },
  {
    path: '/dashboard',
    audience: 'tradesperson',
    signedOutTo: '/auth',
    denied: 'ownLanding',
    lazy: () =>
      import('../features/tradesperson-dashboard/TradesmanDashboardPage').then(
        (m) => m.TradesmanDashboardPage,
      ),
  },
  {
    path: '/dashboard/profile-card',
    audience: 'tradesperson',
    signedOutTo: '/auth',
    denied: 'ownLanding',
    lazy: () =>
      import('../features/tradesperson-dashboard/ProfileCardPage').then((m) => m.ProfileCardPage),
  },
  {
    path: '/review/:id',
    audience: 'public',
    lazy: () => import('../features/profile/ReviewRequestPage').then((m) => m.ReviewRequestPage),
  },
  {
    path: '/reviews/:id/report',
    audience: 'signedIn',
    signedOutTo: '/auth',
    lazy: () => import('../features/profile/ReportReviewPage').then((m) => m.ReportReviewPage),
  },
  {
    path: '/admin/support',
    audience: 'admin',
    signedOutTo: '/admin/login',
    lazy: () =>
      import('../features/admin/support/SupportQueuePage').then((m) => m.SupportQueuePage),
  },
  {
    path: '/tradesman-dashboard',
    audience: 'isTradesman',
    denied: {
      message: accessDeniedTexts.tradesmanDashboard,
      action: { label: 'Register Your Business', to: '/register' },
    },
    lazy: () =>
      import('../features/tradesperson-dashboard/ListingDashboardPage').then(
        (m) => m.ListingDashboardPage,
      ),
  },
  {
    path: '/edit-listing',
    audience: 'tradesperson',
    signedOutTo: '/auth',
    denied: {
      message: accessDeniedTexts.tradesmanDashboard,
      action: { label: 'Register Your Business', to: '/register' },
    },
    lazy: () =>
      import('../features/tradesperson-dashboard/EditListingPage').then((m) => m.EditListingPage),
  },
  {
    path: '/homeowner-dashboard',
    audience: 'resident',
    signedOutTo: '/auth',
    denied: 'ownLanding',
    lazy: () =>
      import('../features/homeowner-dashboard/HomeownerDashboardPage').then(
        (m) => m.HomeownerDashboardPage,
      ),
  },
  {
    path: '/upgrade-payment',
    audience: 'public',
    lazy: () =>
      import('../features/tradesperson-dashboard/UpgradePaymentPage').then(
        (m) => m.UpgradePaymentPage,
      ),
  },
  {
    path: '/registration-status',
    audience: 'public',
    lazy: () =>
      import('../features/registration/RegistrationStatusPage').then(
        (m) => m.RegistrationStatusPage,
      ),
  },
  {
    // A homeowner's requests live on their dashboard, so 'ownLanding' sends them there.
    path: '/quote-requests',
    audience: ['tradesperson', 'staff'],
    signedOutTo: '/auth',
    denied: 'ownLanding',
    lazy: () =>
      import('../features/quote-requests/QuoteRequestsPage').then((m) => m.QuoteRequestsPage),
  },
  {
    path: '/reset-password',
    audience: 'public',
    lazy: () => import('../features/account/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  },
  {
    // The link in a survey-visit mail (docs/product/business-side.md §10.5).
    path: '/booking',
    audience: 'public',
    lazy: () => import('../features/booking/BookingLinkPage').then((m) => m.BookingLinkPage),
  },
  {
    path: '/confirm-email',
    audience: 'public',
    lazy: () => import('../features/account/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
  },
  {
    // Every role has settings; a visitor is asked to sign in first.
    path: '/settings',
    audience: 'signedIn',
    signedOutTo: '/auth',
    lazy: () => import('../features/account/SettingsPage').then((m) => m.SettingsPage),
  },
  { path: '*', audience: 'public', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  { element: <RootLayout />, errorElement: <RouteErrorPage />, children: pages.map(pageRoute) },
];
