CREATE TABLE `credential_reminders` (
	`credential_id` integer NOT NULL,
	`stage` text NOT NULL,
	`expires_on` text NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`credential_id`) REFERENCES `credentials`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credential_reminders_once` ON `credential_reminders` (`credential_id`,`stage`,`expires_on`);--> statement-breakpoint
CREATE TABLE `credentials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tradesman_id` integer NOT NULL,
	`scheme` text NOT NULL,
	`number` text DEFAULT '' NOT NULL,
	`scopes` text DEFAULT '[]' NOT NULL,
	`expires_on` text,
	`insurer` text,
	`cover_amount` integer,
	`document_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`rejection_reason` text,
	`checked_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `verification_documents`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "credentials_scheme_check" CHECK("scheme" in ('mcs', 'gas-safe', 'niceic', 'napit', 'oftec', 'hetas', 'trustmark', 'pas-2030', 'recc', 'competent-person', 'insurance')),
	CONSTRAINT "credentials_status_check" CHECK("status" in ('declared', 'pending', 'verified', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE INDEX `credentials_tradesman_idx` ON `credentials` (`tradesman_id`);--> statement-breakpoint
CREATE INDEX `credentials_status_idx` ON `credentials` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `credentials_scheme_idx` ON `credentials` (`scheme`,`status`,`expires_on`);--> statement-breakpoint
ALTER TABLE `tradesmen` ADD `verified_until` integer;--> statement-breakpoint
CREATE INDEX `tradesmen_verified_until_idx` ON `tradesmen` (`verified_until`);--> statement-breakpoint
-- Hand-written (issue 25): each plain certification a listing chose becomes a declared ledger row
-- with no number or expiry (schema/credential-schemes.ts `plainCredentialSchemes`). Nobody checked
-- a plain choice against a register, so none is migrated as verified.
INSERT INTO `credentials` (`tradesman_id`, `scheme`, `status`, `created_at`, `updated_at`)
SELECT DISTINCT t.`id`,
  CASE j.value
    WHEN 'TrustMark Registered' THEN 'trustmark'
    WHEN 'PAS 2030 Certified' THEN 'pas-2030'
    WHEN 'Gas Safe Register' THEN 'gas-safe'
    WHEN 'MCS Certified' THEN 'mcs'
    WHEN 'NICEIC Approved' THEN 'niceic'
    WHEN 'OFTEC Registered' THEN 'oftec'
    WHEN 'HETAS Approved' THEN 'hetas'
    WHEN 'Competent Person Scheme' THEN 'competent-person'
  END,
  'declared', t.`created_at`, t.`created_at`
FROM `tradesmen` AS t, json_each(t.`credentials`) AS j
WHERE j.value IN ('TrustMark Registered', 'PAS 2030 Certified', 'Gas Safe Register', 'MCS Certified',
  'NICEIC Approved', 'OFTEC Registered', 'HETAS Approved', 'Competent Person Scheme');
--> statement-breakpoint
-- The Verified badge is derived from checked credentials from now on
-- (docs/decisions/018-derived-verified-badge.md): no listing has any yet, so no badge stands. The
-- admin's own check (verification_status) is kept; the rank_tier trigger moves each listing.
UPDATE `tradesmen` SET `is_verified` = 0 WHERE `is_verified` = 1;
