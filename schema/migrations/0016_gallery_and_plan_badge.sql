CREATE TABLE `gallery_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tradesman_id` integer NOT NULL,
	`photo_key` text NOT NULL,
	`thumb_key` text,
	`caption` text DEFAULT '' NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gallery_photos_listing_idx` ON `gallery_photos` (`tradesman_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `gallery_photos_photo_unique` ON `gallery_photos` (`photo_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `gallery_photos_thumb_unique` ON `gallery_photos` (`thumb_key`);--> statement-breakpoint
ALTER TABLE `stored_objects` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `stored_objects` ADD `height` integer;--> statement-breakpoint
-- The featured badge follows a paid plan (docs/product/business-side.md §10.9): the rank tier's
-- "live featured" part now also holds for a plan whose features include `featured-badge` (the
-- plans of `plansWith('featured-badge')` in schema/plans.ts; worker/routes/tradesman/gallery.test.ts
-- checks the two agree). A lapse writes plan = 'free', so the hourly lapse job moves the tier too.
-- A listing whose contact e-mail is not proven yet stays hidden (0015_proven_email).
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
               THEN 0 ELSE 4 END)
       + (CASE WHEN new.`is_verified` = 1 THEN 0 ELSE 2 END)
       + (CASE WHEN new.`plan` = 'free' THEN 1 ELSE 0 END)
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
               THEN 0 ELSE 4 END)
       + (CASE WHEN new.`is_verified` = 1 THEN 0 ELSE 2 END)
       + (CASE WHEN new.`plan` = 'free' THEN 1 ELSE 0 END)
  END
  WHERE `id` = new.`id`;
END;
--> statement-breakpoint
UPDATE `tradesmen` SET `plan` = `plan`;
