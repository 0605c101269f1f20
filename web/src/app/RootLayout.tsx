import { Box, Flex } from '@chakra-ui/react';
import { lazy } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { useCurrentUser } from '../api/useCurrentUser';
import { ChatWidget } from '../components/chat/ChatWidget';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { PageLoader } from '../components/PageLoader';
import { SkipLink } from '../components/SkipLink';
import { ProfileDialogProvider } from '../features/profile/ProfileDialogProvider';
import { QuoteDialogProvider } from '../features/quotes/QuoteDialogProvider';
import { usePageViewTracking } from '../lib/analytics';
import { useArrivedServerRendered } from '../lib/serverRendered';
import { FocusMainHeading } from './FocusMainHeading';
import { ScrollToTop } from './ScrollToTop';

const mainContentId = 'main-content';

// Only staff see the bell: nobody else downloads its code and polling.
const QuoteBell = lazy(() =>
  import('../entities/quote/QuoteBell').then((m) => ({ default: m.QuoteBell })),
);

/** The shell: header, page, footer, the chat, and the quote and profile dialogs any page can open. */
export function RootLayout() {
  const { isLoading } = useCurrentUser();
  // A server-rendered page is already showing real content: it stays, and the header says the
  // user is loading instead.
  const keepPage = useArrivedServerRendered();
  // No route has a loader, so a navigation is pending only while a lazy page's code loads.
  const isPageLoading = useNavigation().state === 'loading';
  usePageViewTracking();
  if (isLoading && !keepPage)
    return <PageLoader label="Connecting to the database..." fullScreen />;
  return (
    <QuoteDialogProvider>
      <ProfileDialogProvider>
        <ChatWidget>
          <Flex direction="column" minH="100dvh">
            <ScrollToTop />
            <FocusMainHeading mainId={mainContentId} />
            <SkipLink targetId={mainContentId} />
            <Header quoteBell={<QuoteBell />} />
            <Box as="main" id={mainContentId} flex="1" tabIndex={-1} outline="none">
              {isPageLoading ? <PageLoader /> : <Outlet />}
            </Box>
            <Footer />
          </Flex>
        </ChatWidget>
      </ProfileDialogProvider>
    </QuoteDialogProvider>
  );
}
