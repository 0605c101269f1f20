CREATE TABLE `add_on_purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tradesman_id` integer NOT NULL,
	`user_id` integer,
	`add_on` text NOT NULL,
	`quantity` integer NOT NULL,
	`amount_pence` integer NOT NULL,
	`currency` text DEFAULT 'gbp' NOT NULL,
	`payment_intent_id` text NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`fulfilled_at` integer,
	`receipt_url` text,
	`ends_at` integer,
	`area` text,
	`leads_left` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `add_on_purchases_intent_unique` ON `add_on_purchases` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `add_on_purchases_listing_idx` ON `add_on_purchases` (`tradesman_id`,`add_on`);