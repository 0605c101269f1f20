// Which trades can claim a grant for the homeowner (docs/product/public-site.md §10.9; issue 28).
// The one place that says so: the directory's grant filter asks `canClaim`, which reads the
// credential ledger (docs/product/business-side.md §10.1): only a checked MCS certificate in force
// whose scope covers the heat-pump type lets an installer apply for the Boiler Upgrade Scheme.
import { and, or, type SQL } from 'drizzle-orm';
import type { ClaimableGrant, ClaimableGrantMeasure } from '../../../schema/grant-questions';
import { offersService, tradesmen } from '../../../schema/tables/listings';
import { holdsCurrentCredential } from '../verification/credentials';

/** The MCS scopes that let an installer claim the scheme for each measure. */
const busScopes: Readonly<Record<ClaimableGrantMeasure | 'all', readonly string[]>> = {
  'heat-pump': ['air-source-heat-pump', 'ground-source-heat-pump'],
  'air-to-air': ['air-to-air-heat-pump'],
  all: ['air-source-heat-pump', 'ground-source-heat-pump', 'air-to-air-heat-pump'],
};

/**
 * An SQL condition on `tradesmen`: the listing delivers the measure and can apply for the grant
 * at `now`. For the Boiler Upgrade Scheme: it offers heat pump installation and holds a verified,
 * unexpired MCS credential covering that kind of heat pump.
 */
export function canClaim(
  grant: ClaimableGrant,
  measure: ClaimableGrantMeasure | 'all',
  now: Date,
): SQL {
  switch (grant) {
    case 'bus':
      return and(
        offersService(tradesmen.services, 'Heat Pump Installation'),
        or(
          ...busScopes[measure].map((scope) =>
            holdsCurrentCredential(tradesmen.id, { scheme: 'mcs', scope }, now),
          ),
        ),
      ) as SQL;
  }
}
