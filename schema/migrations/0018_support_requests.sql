CREATE TABLE `support_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tradesman_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`plan` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`reply_by` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`reply` text,
	`replied_at` integer,
	`replied_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`replied_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "support_requests_status_check" CHECK("status" in ('open', 'closed')),
	CONSTRAINT "support_requests_plan_check" CHECK("plan" in ('free', 'starter', 'professional', 'premium'))
);
--> statement-breakpoint
CREATE INDEX `support_requests_queue_idx` ON `support_requests` (`status`,("plan" = 'premium') desc,`reply_by`);--> statement-breakpoint
CREATE INDEX `support_requests_tradesman_idx` ON `support_requests` (`tradesman_id`,`created_at`);