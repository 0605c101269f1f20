ALTER TABLE `mail_outbox` ADD `lease_id` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `lease_until` integer;