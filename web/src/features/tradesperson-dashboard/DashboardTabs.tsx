import { Button, Icon, Tabs } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuCalendarClock,
  LuChartColumn,
  LuCreditCard,
  LuFileCheck,
  LuImages,
  LuInbox,
  LuLayoutDashboard,
  LuLifeBuoy,
  LuMegaphone,
  LuPencil,
  LuPlus,
  LuReceipt,
  LuShieldCheck,
  LuStar,
} from 'react-icons/lu';
import { EmptyPanel } from '../../components/EmptyPanel';
import { profileTexts } from '../../entities/account/accountTexts';
import type { OwnListingProfile, TradesmanAccount } from '../../entities/account/tradesmanAccount';
import { quoteRequestTexts } from '../../entities/quote/quoteRequestTexts';
import { TradesmanQuoteList } from '../../entities/quote/TradesmanQuoteList';
import { CredentialsPanel } from '../../entities/verification/CredentialsPanel';
import { AddOnsTab } from './AddOnsTab';
import { AnalyticsTab } from './AnalyticsTab';
import { addOnTexts } from './addOnTexts';
import { BillingHistoryTab } from './BillingHistoryTab';
import { BookingsTab } from './BookingsTab';
import { GalleryTab } from './GalleryTab';
import { galleryTexts } from './galleryTexts';
import { ListingReviewsTab } from './ListingReviewsTab';
import { MarketingTab } from './MarketingTab';
import { OverviewTab } from './OverviewTab';
import { ProfileEditor } from './ProfileEditor';
import { SupportTab } from './SupportTab';
import { scrollingTabList, useSelectedTabInView } from './tabStrip';
import { UpgradePlanTab } from './UpgradePlanTab';
import { VerificationTab } from './VerificationTab';

const dashboardTabs = [
  'overview',
  'profile',
  'gallery',
  'verification',
  'credentials',
  'quotes',
  'reviews',
  'analytics',
  'bookings',
  'marketing',
  'support',
  'plan',
  'add-ons',
  'billing',
] as const;

export type DashboardTab = (typeof dashboardTabs)[number];

/** The tab `?tab=` names, so every tab has an address (mails link to Verification); else Overview. */
export function dashboardTabFrom(value: string | null): DashboardTab {
  return dashboardTabs.find((tab) => tab === value) ?? 'overview';
}

const tabTriggers: readonly { value: DashboardTab; label: string; icon: IconType }[] = [
  { value: 'overview', label: 'Overview', icon: LuLayoutDashboard },
  { value: 'profile', label: 'Edit Profile', icon: LuPencil },
  { value: 'gallery', label: galleryTexts.tab, icon: LuImages },
  { value: 'verification', label: 'Verification', icon: LuFileCheck },
  { value: 'credentials', label: 'Credentials', icon: LuShieldCheck },
  { value: 'quotes', label: 'Quote Requests', icon: LuInbox },
  { value: 'reviews', label: 'Reviews', icon: LuStar },
  { value: 'analytics', label: 'Analytics', icon: LuChartColumn },
  { value: 'bookings', label: 'Bookings', icon: LuCalendarClock },
  { value: 'marketing', label: 'Marketing', icon: LuMegaphone },
  { value: 'support', label: 'Support', icon: LuLifeBuoy },
  { value: 'plan', label: 'Upgrade Plan', icon: LuCreditCard },
  { value: 'add-ons', label: addOnTexts.tab, icon: LuPlus },
  { value: 'billing', label: 'Billing', icon: LuReceipt },
];

interface DashboardTabsProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  account: TradesmanAccount;
  profile: OwnListingProfile | null;
}

/** The tabs of /dashboard; a tab's content (and its reads) starts when it is first opened. */
export function DashboardTabs({ tab, onTabChange, account, profile }: DashboardTabsProps) {
  const openProfileTab = () => onTabChange('profile');
  const openPlanTab = () => onTabChange('plan');
  const tabList = useSelectedTabInView(tab);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => onTabChange(details.value as DashboardTab)}
      lazyMount
      variant="line"
      size={{ base: 'sm', md: 'md' }}
    >
      <Tabs.List ref={tabList} {...scrollingTabList} mb="6">
        {tabTriggers.map(({ value, label, icon }) => (
          <Tabs.Trigger key={value} value={value} flexShrink="0">
            <Icon as={icon} hideBelow="sm" aria-hidden />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview">
        <OverviewTab account={account} profile={profile} onCreateProfile={openProfileTab} />
      </Tabs.Content>
      <Tabs.Content value="profile">
        <ProfileEditor
          account={account}
          profile={profile}
          onOpenCredentials={() => onTabChange('credentials')}
        />
      </Tabs.Content>
      <Tabs.Content value="gallery">
        {profile ? (
          <GalleryTab onUpgrade={() => onTabChange('plan')} />
        ) : (
          <EmptyPanel
            icon={LuImages}
            title={galleryTexts.empty}
            description={galleryTexts.noListing}
          >
            <Button onClick={openProfileTab}>{profileTexts.createProfile}</Button>
          </EmptyPanel>
        )}
      </Tabs.Content>
      <Tabs.Content value="verification">
        {profile ? (
          <VerificationTab profile={profile} onOpenCredentials={() => onTabChange('credentials')} />
        ) : (
          <EmptyPanel
            icon={LuFileCheck}
            title="No documents yet"
            description="Create your business profile first, then upload your verification documents here."
          >
            <Button onClick={openProfileTab}>{profileTexts.createProfile}</Button>
          </EmptyPanel>
        )}
      </Tabs.Content>
      <Tabs.Content value="credentials">
        {profile ? (
          <CredentialsPanel listingId={profile.id} />
        ) : (
          <EmptyPanel
            icon={LuShieldCheck}
            title="No credentials yet"
            description="Create your business profile first, then record your credentials here."
          >
            <Button onClick={openProfileTab}>{profileTexts.createProfile}</Button>
          </EmptyPanel>
        )}
      </Tabs.Content>
      <Tabs.Content value="quotes">
        {profile ? (
          <TradesmanQuoteList listingId={profile.id} />
        ) : (
          <EmptyPanel
            icon={LuInbox}
            title={quoteRequestTexts.noRequests}
            description={quoteRequestTexts.noListing}
          >
            <Button onClick={openProfileTab}>{profileTexts.createProfile}</Button>
          </EmptyPanel>
        )}
      </Tabs.Content>
      <Tabs.Content value="reviews">
        {profile ? (
          <ListingReviewsTab listingId={profile.id} />
        ) : (
          <EmptyPanel
            icon={LuStar}
            title="No reviews yet"
            description={quoteRequestTexts.noListing}
          >
            <Button onClick={openProfileTab}>{profileTexts.createProfile}</Button>
          </EmptyPanel>
        )}
      </Tabs.Content>
      <Tabs.Content value="analytics">
        <AnalyticsTab onSeePlans={openPlanTab} />
      </Tabs.Content>
      <Tabs.Content value="bookings">
        <BookingsTab onSeePlans={openPlanTab} />
      </Tabs.Content>
      <Tabs.Content value="marketing">
        <MarketingTab plan={account.plan} listingId={profile?.id ?? null} />
      </Tabs.Content>
      <Tabs.Content value="support">
        <SupportTab plan={account.plan} hasListing={profile !== null} />
      </Tabs.Content>
      <Tabs.Content value="plan">
        <UpgradePlanTab currentPlan={account.plan} hasListing={profile !== null} />
      </Tabs.Content>
      <Tabs.Content value="add-ons">
        {profile ? (
          <AddOnsTab onOpenBilling={() => onTabChange('billing')} />
        ) : (
          <EmptyPanel icon={LuPlus} title={addOnTexts.heading} description={addOnTexts.noListing}>
            <Button onClick={openProfileTab}>{profileTexts.createProfile}</Button>
          </EmptyPanel>
        )}
      </Tabs.Content>
      <Tabs.Content value="billing">
        <BillingHistoryTab hasListing={profile !== null} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
