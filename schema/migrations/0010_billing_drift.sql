CREATE TABLE `billing_drift` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tradesman_id` integer NOT NULL,
	`subscription_id` text NOT NULL,
	`field` text NOT NULL,
	`ours` text NOT NULL,
	`stripe` text NOT NULL,
	`found_at` integer NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_drift_open_unique` ON `billing_drift` (`tradesman_id`,`field`) WHERE "billing_drift"."resolved_at" is null;