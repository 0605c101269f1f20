CREATE TABLE `listing_daily_stats` (
	`tradesman_id` integer NOT NULL,
	`day` text NOT NULL,
	`profile_views` integer DEFAULT 0 NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`tradesman_id`, `day`),
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tradesman_id` integer NOT NULL,
	`homeowner_id` integer,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`hold_until` integer,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`homeowner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bookings_status_check" CHECK("status" in ('pending', 'confirmed')),
	CONSTRAINT "bookings_times_check" CHECK("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_slot_unique` ON `bookings` (`tradesman_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_homeowner_idx` ON `bookings` (`homeowner_id`);--> statement-breakpoint
CREATE INDEX `bookings_hold_idx` ON `bookings` (`hold_until`);--> statement-breakpoint
CREATE TABLE `listing_availability` (
	`tradesman_id` integer PRIMARY KEY NOT NULL,
	`weekly` text NOT NULL,
	`slot_minutes` integer NOT NULL,
	`blackout` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachments` text DEFAULT '[]' NOT NULL;