-- Plan placement (docs/decisions/022-plan-placement-in-the-rank-tier.md; docs/product/public-site.md
-- §10.1): Premium sells a top listing position and Professional priority placement, so among
-- otherwise equal listings the plan now orders them, Premium, Professional, Starter, Free, where
-- 0016 had one step for any paid plan. The tier adds three parts: live featured (an admin's badge
-- or a plan with `featured-badge`) −8, unverified 4, and the plan's place 0–3. Featured listings
-- take the negative tiers so every visible tier stays below the hidden 8, and the column, its
-- default and its indexes stay as they are. A lapse writes plan = 'free', so the hourly lapse job
-- moves the tier, as before.
DROP TRIGGER `tradesmen_rank_tier_insert`;
--> statement-breakpoint
DROP TRIGGER `tradesmen_rank_tier_update`;
--> statement-breakpoint
CREATE TRIGGER `tradesmen_rank_tier_insert` AFTER INSERT ON `tradesmen` BEGIN
  UPDATE `tradesmen` SET `rank_tier` = CASE
    WHEN new.`verification_status` = 'rejected' OR new.`email_proof_pending` = 1 THEN 8
    ELSE (CASE WHEN (new.`featured` = 1 AND (new.`featured_until` IS NULL
                 OR new.`featured_until` > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)))
                 OR new.`plan` IN ('starter', 'professional', 'premium')
               THEN -8 ELSE 0 END)
       + (CASE WHEN new.`is_verified` = 1 THEN 0 ELSE 4 END)
       + (CASE new.`plan` WHEN 'premium' THEN 0 WHEN 'professional' THEN 1 WHEN 'starter' THEN 2 ELSE 3 END)
  END
  WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `tradesmen_rank_tier_update`
AFTER UPDATE OF `verification_status`, `featured`, `featured_until`, `is_verified`, `plan`, `email_proof_pending` ON `tradesmen` BEGIN
  UPDATE `tradesmen` SET `rank_tier` = CASE
    WHEN new.`verification_status` = 'rejected' OR new.`email_proof_pending` = 1 THEN 8
    ELSE (CASE WHEN (new.`featured` = 1 AND (new.`featured_until` IS NULL
                 OR new.`featured_until` > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)))
                 OR new.`plan` IN ('starter', 'professional', 'premium')
               THEN -8 ELSE 0 END)
       + (CASE WHEN new.`is_verified` = 1 THEN 0 ELSE 4 END)
       + (CASE new.`plan` WHEN 'premium' THEN 0 WHEN 'professional' THEN 1 WHEN 'starter' THEN 2 ELSE 3 END)
  END
  WHERE `id` = new.`id`;
END;
--> statement-breakpoint
UPDATE `tradesmen` SET `plan` = `plan`;
