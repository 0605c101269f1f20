// Which trades can claim a grant for the homeowner (docs/product/public-site.md §10.9; issue 28).
// The one place that says so: the directory's grant filter asks `canClaim`, so moving it to the
// credential ledger (issue 25: an MCS credential in force whose scope covers the heat-pump type)
// changes this file only.
import { and, type SQL, sql } from 'drizzle-orm';
import type { ClaimableGrant, ClaimableGrantMeasure } from '../../../schema/grant-questions';
import { offersService, tradesmen } from '../../../schema/tables/listings';

/** The credential an installer needs to apply for the Boiler Upgrade Scheme. */
const mcsCredential = 'MCS Certified';

/**
 * An SQL condition on `tradesmen`: the listing delivers the measure and can apply for the grant.
 * For the Boiler Upgrade Scheme, today: it offers heat pump installation and lists MCS
 * certification (the same test for air-to-water, ground source and air-to-air until the ledger
 * carries the certificate's scope).
 */
export function canClaim(grant: ClaimableGrant, _measure: ClaimableGrantMeasure | 'all'): SQL {
  switch (grant) {
    case 'bus':
      return and(
        offersService(tradesmen.services, 'Heat Pump Installation'),
        sql`instr(${tradesmen.credentials}, ${JSON.stringify(mcsCredential)}) > 0`,
      ) as SQL;
  }
}
