import { Container } from '@chakra-ui/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import { DashboardHeader } from '../../components/dashboard/DashboardHeader';
import { PageLoader } from '../../components/PageLoader';
import { AccountLoadFailed } from '../../entities/account/AccountLoadFailed';
import { LogOutButton } from '../../entities/account/LogOutButton';
import { useTradesmanAccount } from '../../entities/account/useTradesmanAccount';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { BillingProblemBanner } from './BillingProblemBanner';
import { type DashboardTab, DashboardTabs, dashboardTabFrom } from './DashboardTabs';
import { PlanBadge } from './PlanBadge';
import { changePasswordSectionId, TemporaryPasswordBanner } from './TemporaryPasswordBanner';

/** '@greenspark'; an account without a username has its e-mail, which reads better bare. */
const handle = (username: string) => (username.includes('@') ? username : `@${username}`);

/**
 * /dashboard: the tradesperson's account, profile, quote requests and plan
 * (docs/product/public-site.md §2.11).
 */
export function TradesmanDashboardPage() {
  const { account, profile, failed } = useTradesmanAccount();
  // The open tab follows the address's `?tab=`, so a mail or the menu can link to one and a reload
  // keeps it; a click switches at once (state) and writes the address after.
  const [params, setParams] = useSearchParams();
  const addressTab = dashboardTabFrom(params.get('tab'));
  const [tab, setTabNow] = useState(addressTab);
  const [lastAddressTab, setLastAddressTab] = useState(addressTab);
  if (addressTab !== lastAddressTab) {
    setLastAddressTab(addressTab);
    setTabNow(addressTab);
  }
  const setTab = (next: DashboardTab) => {
    setTabNow(next);
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  };
  useDocumentTitle(account && `${account.businessName} dashboard`);

  if (!account) return <PageLoader />;

  function goToPasswordForm() {
    // Render the Overview tab now, so the form is on screen to focus.
    flushSync(() => setTab('overview'));
    document
      .getElementById(changePasswordSectionId)
      ?.querySelector<HTMLInputElement>('input[name="currentPassword"]')
      ?.focus();
  }

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <DashboardHeader
        title={account.businessName}
        subtitle={handle(account.username)}
        badges={<PlanBadge plan={account.plan} />}
        actions={<LogOutButton />}
      />
      {failed ? (
        <AccountLoadFailed />
      ) : (
        <>
          {account.isTemporaryPassword && (
            <TemporaryPasswordBanner onChangePassword={goToPasswordForm} />
          )}
          <BillingProblemBanner hasListing={profile !== null} />
          <DashboardTabs tab={tab} onTabChange={setTab} account={account} profile={profile} />
        </>
      )}
    </Container>
  );
}
