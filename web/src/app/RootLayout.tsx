import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../api/useCurrentUser';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { PageLoader } from '../components/PageLoader';
import { SkipLink } from '../components/SkipLink';
import { ScrollToTop } from './ScrollToTop';

const mainContentId = 'main-content';

export function RootLayout() {
  const { isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader label="Connecting to the database..." fullScreen />;
  return (
    <Flex direction="column" minH="100dvh">
      <ScrollToTop />
      <SkipLink targetId={mainContentId} />
      <Header />
      <Box as="main" id={mainContentId} flex="1" tabIndex={-1} outline="none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
