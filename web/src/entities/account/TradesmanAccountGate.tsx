import type { ReactNode } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { AccountLoadFailed } from './AccountLoadFailed';
import type { OwnListingProfile, TradesmanAccount } from './tradesmanAccount';
import { useTradesmanAccount } from './useTradesmanAccount';

interface TradesmanAccountGateProps {
  children: (account: TradesmanAccount, profile: OwnListingProfile | null) => ReactNode;
}

/** Loads the tradesperson's account for a page, with the dashboard's loading and failure screens. */
export function TradesmanAccountGate({ children }: TradesmanAccountGateProps) {
  const { account, profile, failed } = useTradesmanAccount();
  if (failed) return <AccountLoadFailed />;
  if (!account) return <PageLoader />;
  return children(account, profile);
}
