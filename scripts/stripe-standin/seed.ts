// What the stand-in knows at start: the promotion codes a tester can type.
import { now, type Store } from './store';

export const seededPromotionCodes = [{ code: 'GREEN10', percentOff: 10 }] as const;

export function seed(store: Store) {
  for (const { code, percentOff } of seededPromotionCodes) {
    const coupon = store.put({
      id: `coupon_${code.toLowerCase()}`,
      object: 'coupon',
      percent_off: percentOff,
      amount_off: null,
      currency: null,
      duration: 'forever',
      valid: true,
      created: now(),
      livemode: false,
      metadata: {},
    });
    store.put({
      id: `promo_${code.toLowerCase()}`,
      object: 'promotion_code',
      code,
      active: true,
      promotion: { type: 'coupon', coupon: coupon.id },
      customer: null,
      expires_at: null,
      max_redemptions: null,
      times_redeemed: 0,
      restrictions: {},
      created: now(),
      livemode: false,
      metadata: {},
    });
  }
}
