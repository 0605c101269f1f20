import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { AboutPage } from '../features/about/AboutPage';
import { ArticlePage } from '../features/articles/ArticlePage';
import { EducationPage } from '../features/articles/EducationPage';
import { AuthPage } from '../features/auth/AuthPage';
import { DirectoryPage } from '../features/directory/DirectoryPage';
import { HomePage } from '../features/home/HomePage';
import { ListingPage } from '../features/profile/ListingPage';
import { TradesmanProfilePage } from '../features/profile/TradesmanProfilePage';
import { QuotePage } from '../features/quotes/QuotePage';
import { RegisterFormPage } from '../features/registration/RegisterFormPage';
import { RegisterLandingPage } from '../features/registration/RegisterLandingPage';
import { TradesmanRegistrationPage } from '../features/registration/TradesmanRegistrationPage';
import { lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';

// Public pages ship in the entry chunk; admin, editor and dashboard pages load on first visit.
const articleEditor = lazyPage(
  () => import('../features/articles/ArticleEditorPage'),
  'ArticleEditorPage',
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
      {
        path: 'admin/login',
        element: lazyPage(() => import('../features/admin/AdminLoginPage'), 'AdminLoginPage'),
      },
      {
        path: 'admin',
        element: lazyPage(
          () => import('../features/admin/AdminDashboardPage'),
          'AdminDashboardPage',
        ),
      },
      {
        path: 'admin/featured',
        element: lazyPage(
          () => import('../features/admin/FeaturedBadgesPage'),
          'FeaturedBadgesPage',
        ),
      },
      {
        path: 'admin/users',
        element: lazyPage(() => import('../features/admin/ManageUsersPage'), 'ManageUsersPage'),
      },
      {
        path: 'admin/bulk-import',
        element: lazyPage(() => import('../features/admin/BulkImportPage'), 'BulkImportPage'),
      },
      {
        path: 'admin/verification',
        element: lazyPage(
          () => import('../features/admin/TradesmanVerificationPage'),
          'TradesmanVerificationPage',
        ),
      },
      {
        path: 'verification-dashboard',
        element: lazyPage(
          () => import('../features/admin/VerificationDashboardPage'),
          'VerificationDashboardPage',
        ),
      },
      { path: 'admin/articles/new', element: articleEditor },
      { path: 'admin/articles/:id/edit', element: articleEditor },
      { path: 'edit-article/:id', element: articleEditor },
      {
        path: 'dashboard',
        element: lazyPage(
          () => import('../features/dashboard/TradesmanDashboardPage'),
          'TradesmanDashboardPage',
        ),
      },
      {
        path: 'tradesman-dashboard',
        element: lazyPage(
          () => import('../features/dashboard/ListingDashboardPage'),
          'ListingDashboardPage',
        ),
      },
      {
        path: 'homeowner-dashboard',
        element: lazyPage(
          () => import('../features/dashboard/HomeownerDashboardPage'),
          'HomeownerDashboardPage',
        ),
      },
      {
        path: 'upgrade-payment',
        element: lazyPage(
          () => import('../features/dashboard/UpgradePaymentPage'),
          'UpgradePaymentPage',
        ),
      },
      {
        path: 'edit-listing',
        element: lazyPage(() => import('../features/dashboard/EditListingPage'), 'EditListingPage'),
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
          () => import('../features/quotes/QuoteRequestsPage'),
          'QuoteRequestsPage',
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
