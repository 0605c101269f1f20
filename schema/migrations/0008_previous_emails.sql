CREATE TABLE `previous_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`email` text NOT NULL,
	`changed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `previous_emails_user_idx` ON `previous_emails` (`user_id`);--> statement-breakpoint
-- drizzle-kit drops ON DELETE from a column added by ALTER TABLE; the cascade is what erases the
-- mail of an account, so it is written here by hand.
ALTER TABLE `mail_outbox` ADD `user_id` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `mail_outbox_user_idx` ON `mail_outbox` (`user_id`);--> statement-breakpoint
-- Every address an account leaves is kept, whichever path changed it (a confirmed change, an
-- admin's edit), so erasing the account can find what is still kept under it. "Now" in epoch ms.
CREATE TRIGGER `users_previous_email` AFTER UPDATE OF `email` ON `users`
WHEN old.`email` <> new.`email` BEGIN
  INSERT INTO `previous_emails` (`user_id`, `email`, `changed_at`)
  VALUES (old.`id`, old.`email`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
