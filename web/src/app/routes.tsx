import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { staffRoles } from '#schema/catalogues';
import { AccessDenied } from '../components/AccessDenied';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { AboutPage } from '../features/about/AboutPage';
import { ArticlePage } from '../features/articles/ArticlePage';
import { EducationPage } from '../features/articles/EducationPage';
import { AccessDeniedRedirect } from '../features/auth/AccessDeniedRedirect';
import { AuthPage } from '../features/auth/AuthPage';
import { OwnLandingRedirect } from '../features/auth/OwnLandingRedirect';
import { RequireAccess } from '../features/auth/RequireAccess';
import { DirectoryPage } from '../features/directory/DirectoryPage';
import { HomePage } from '../features/home/HomePage';
import { ListingPage } from '../features/profile/ListingPage';
import { ReviewsPolicyPage } from '../features/profile/ReviewsPolicyPage';
import { TradesmanProfilePage } from '../features/profile/TradesmanProfilePage';
import { QuotePage } from '../features/quotes/QuotePage';
import { RegisterFormPage } from '../features/registration/RegisterFormPage';
import { RegisterLandingPage } from '../features/registration/RegisterLandingPage';
import { TradesmanRegistrationPage } from '../features/registration/TradesmanRegistrationPage';
import { accessDeniedTexts } from '../lib/accountTexts';
import { hasRole } from '../lib/signIn';
import { lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';

const isAdmin = hasRole('admin');
const isStaff = hasRole(...staffRoles);

/**
 * Admin pages (spec public-site §6): a visitor is asked to sign in as staff; any other user is sent
 * home with the Access Denied toast unless the page has its own panel.
 */
function adminOnly(page: ReactElement, denied: ReactElement = <AccessDeniedRedirect />) {
  return (
    <RequireAccess allows={isAdmin} signedOutTo="/admin/login" denied={denied}>
      {page}
    </RequireAccess>
  );
}

// Public pages ship in the entry chunk; admin, editor and dashboard pages load on first visit.
const articleEditor = (
  <RequireAccess
    allows={isStaff}
    denied={
      <AccessDenied
        message={accessDeniedTexts.articles}
        action={{ label: 'Back to Education', to: '/education' }}
      />
    }
  >
    {lazyPage(() => import('../features/articles/ArticleEditorPage'), 'ArticleEditorPage')}
  </RequireAccess>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'directory', element: <DirectoryPage /> },
      { path: 'education', element: <EducationPage /> },
      { path: 'education/:id', element: <ArticlePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'auth', element: <AuthPage /> },
      // DESIGN "Spec readings chosen": /login redirects to /auth.
      { path: 'login', element: <Navigate to="/auth" replace /> },
      { path: 'register', element: <RegisterLandingPage /> },
      { path: 'register-form', element: <RegisterFormPage /> },
      { path: 'tradesman-registration', element: <TradesmanRegistrationPage /> },
      { path: 'listing/:id', element: <ListingPage /> },
      { path: 'quote/:id', element: <QuotePage /> },
      { path: 'tradesman/:tradesmanId', element: <TradesmanProfilePage /> },
      { path: 'reviews-policy', element: <ReviewsPolicyPage /> },
      {
        path: 'admin/login',
        element: lazyPage(() => import('../features/admin/AdminLoginPage'), 'AdminLoginPage'),
      },
      {
        // Editors land here after signing in (spec §4), so they get a staff home, not the toast.
        path: 'admin',
        element: (
          <RequireAccess
            allows={isStaff}
            signedOutTo="/admin/login"
            denied={<AccessDeniedRedirect />}
          >
            {lazyPage(() => import('../features/admin/dashboard/AdminAreaPage'), 'AdminAreaPage')}
          </RequireAccess>
        ),
      },
      {
        path: 'admin/featured',
        element: adminOnly(
          lazyPage(
            () => import('../features/admin/featured/FeaturedBadgesPage'),
            'FeaturedBadgesPage',
          ),
        ),
      },
      {
        path: 'admin/users',
        element: adminOnly(
          lazyPage(() => import('../features/admin/users/ManageUsersPage'), 'ManageUsersPage'),
          <AccessDenied message={accessDeniedTexts.users} />,
        ),
      },
      {
        path: 'admin/bulk-import',
        element: adminOnly(
          lazyPage(() => import('../features/admin/import/BulkImportPage'), 'BulkImportPage'),
        ),
      },
      {
        path: 'admin/verification',
        element: adminOnly(
          lazyPage(
            () => import('../features/admin/verification/TradesmanVerificationPage'),
            'TradesmanVerificationPage',
          ),
        ),
      },
      {
        path: 'verification-dashboard',
        element: (
          <RequireAccess
            allows={isAdmin}
            denied={<AccessDenied message={accessDeniedTexts.verification} />}
          >
            {lazyPage(
              () => import('../features/admin/verification/VerificationDashboardPage'),
              'VerificationDashboardPage',
            )}
          </RequireAccess>
        ),
      },
      { path: 'admin/articles/new', element: articleEditor },
      { path: 'admin/articles/:id/edit', element: articleEditor },
      { path: 'edit-article/:id', element: articleEditor },
      {
        path: 'dashboard',
        element: (
          <RequireAccess
            allows={hasRole('tradesperson')}
            signedOutTo="/auth"
            denied={<OwnLandingRedirect />}
          >
            {lazyPage(
              () => import('../features/tradesperson-dashboard/TradesmanDashboardPage'),
              'TradesmanDashboardPage',
            )}
          </RequireAccess>
        ),
      },
      {
        path: 'tradesman-dashboard',
        element: (
          <RequireAccess
            allows={(user) => user.isTradesman}
            denied={
              <AccessDenied
                message={accessDeniedTexts.tradesmanDashboard}
                action={{ label: 'Register Your Business', to: '/register' }}
              />
            }
          >
            {lazyPage(
              () => import('../features/tradesperson-dashboard/ListingDashboardPage'),
              'ListingDashboardPage',
            )}
          </RequireAccess>
        ),
      },
      {
        path: 'homeowner-dashboard',
        element: (
          <RequireAccess
            allows={hasRole('resident')}
            signedOutTo="/auth"
            denied={<OwnLandingRedirect />}
          >
            {lazyPage(
              () => import('../features/homeowner-dashboard/HomeownerDashboardPage'),
              'HomeownerDashboardPage',
            )}
          </RequireAccess>
        ),
      },
      {
        path: 'upgrade-payment',
        element: lazyPage(
          () => import('../features/tradesperson-dashboard/UpgradePaymentPage'),
          'UpgradePaymentPage',
        ),
      },
      {
        path: 'edit-listing',
        element: lazyPage(
          () => import('../features/tradesperson-dashboard/EditListingPage'),
          'EditListingPage',
        ),
      },
      {
        path: 'registration-status',
        element: lazyPage(
          () => import('../features/registration/RegistrationStatusPage'),
          'RegistrationStatusPage',
        ),
      },
      {
        path: 'quote-requests',
        element: lazyPage(
          () => import('../features/quote-requests/QuoteRequestsPage'),
          'QuoteRequestsPage',
        ),
      },
      {
        path: 'reset-password',
        element: lazyPage(
          () => import('../features/account/ResetPasswordPage'),
          'ResetPasswordPage',
        ),
      },
      {
        path: 'confirm-email',
        element: lazyPage(() => import('../features/account/ConfirmEmailPage'), 'ConfirmEmailPage'),
      },
      {
        // Every role has settings; a visitor is asked to sign in first.
        path: 'settings',
        element: (
          <RequireAccess allows={() => true} signedOutTo="/auth" denied={null}>
            {lazyPage(() => import('../features/account/SettingsPage'), 'SettingsPage')}
          </RequireAccess>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
