CREATE TABLE `sign_in_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`address_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_in_addresses_user_idx` ON `sign_in_addresses` (`user_id`,`address_hash`);--> statement-breakpoint
CREATE INDEX `sign_in_addresses_hash_idx` ON `sign_in_addresses` (`address_hash`);--> statement-breakpoint
CREATE INDEX `sign_in_addresses_created_idx` ON `sign_in_addresses` (`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_account_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`new_email` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "account_tokens_purpose_check" CHECK("purpose" in ('password-reset', 'email-change', 'email-proof'))
);
--> statement-breakpoint
INSERT INTO `__new_account_tokens`("id", "user_id", "purpose", "token_hash", "new_email", "expires_at", "used_at", "created_at") SELECT "id", "user_id", "purpose", "token_hash", "new_email", "expires_at", "used_at", "created_at" FROM `account_tokens`;--> statement-breakpoint
DROP TABLE `account_tokens`;--> statement-breakpoint
ALTER TABLE `__new_account_tokens` RENAME TO `account_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `account_tokens_hash_unique` ON `account_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `account_tokens_user_idx` ON `account_tokens` (`user_id`,`purpose`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_proven_at` integer;--> statement-breakpoint
ALTER TABLE `tradesmen` ADD `email_proof_pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `held_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `held_reasons` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `removal_reason` text;--> statement-breakpoint
CREATE INDEX `reviews_held_idx` ON `reviews` (`held_at`);--> statement-breakpoint
-- Accounts made before e-mail proof existed are taken as proven (they were trusted until now);
-- a registration from here on proves its address itself
-- (docs/decisions/019-proven-e-mail-and-held-reviews.md).
UPDATE `users` SET `email_proven_at` = `created_at`;
--> statement-breakpoint
-- The rank tier triggers of 0006_directory_search, redefined: a listing whose contact e-mail is not
-- proven yet is hidden (8) like a rejected one, and the tier follows the flag when it changes.
DROP TRIGGER `tradesmen_rank_tier_insert`;
--> statement-breakpoint
DROP TRIGGER `tradesmen_rank_tier_update`;
--> statement-breakpoint
CREATE TRIGGER `tradesmen_rank_tier_insert` AFTER INSERT ON `tradesmen` BEGIN
  UPDATE `tradesmen` SET `rank_tier` = CASE
    WHEN new.`verification_status` = 'rejected' OR new.`email_proof_pending` = 1 THEN 8
    ELSE (CASE WHEN new.`featured` = 1 AND (new.`featured_until` IS NULL
                 OR new.`featured_until` > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
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
    ELSE (CASE WHEN new.`featured` = 1 AND (new.`featured_until` IS NULL
                 OR new.`featured_until` > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
               THEN 0 ELSE 4 END)
       + (CASE WHEN new.`is_verified` = 1 THEN 0 ELSE 2 END)
       + (CASE WHEN new.`plan` = 'free' THEN 1 ELSE 0 END)
  END
  WHERE `id` = new.`id`;
END;
