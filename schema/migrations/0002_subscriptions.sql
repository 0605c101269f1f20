ALTER TABLE `payments` ADD `email` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `stripe_customer_id` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `stripe_subscription_id` text;--> statement-breakpoint
CREATE INDEX `payments_subscription_idx` ON `payments` (`stripe_subscription_id`);--> statement-breakpoint
ALTER TABLE `tradesmen` ADD `stripe_subscription_id` text;--> statement-breakpoint
ALTER TABLE `tradesmen` ADD `paid_until` integer;--> statement-breakpoint
ALTER TABLE `tradesmen` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tradesmen` ADD `billing_problem` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `tradesmen_subscription_idx` ON `tradesmen` (`stripe_subscription_id`);