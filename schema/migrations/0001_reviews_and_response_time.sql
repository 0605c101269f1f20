-- Hand-edited: SQLite cannot add NOT NULL columns or cascading keys to a table, and the old
-- review rows (seed data without quote requests) cannot meet the new rules, so the table is rebuilt.
DROP TABLE `reviews`;--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_request_id` integer NOT NULL,
	`tradesman_id` integer NOT NULL,
	`homeowner_id` integer,
	`rating` integer NOT NULL,
	`title` text NOT NULL,
	`text` text NOT NULL,
	`work_date` text NOT NULL,
	`reply` text,
	`replied_at` integer,
	`hidden` integer DEFAULT false NOT NULL,
	`hidden_reason` text,
	`hidden_at` integer,
	`hidden_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`quote_request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`homeowner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_check" CHECK("rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_one_per_quote` ON `reviews` (`quote_request_id`);--> statement-breakpoint
CREATE INDEX `reviews_tradesman_idx` ON `reviews` (`tradesman_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_homeowner_idx` ON `reviews` (`homeowner_id`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`reporter_id` integer,
	`reason` text NOT NULL,
	`resolved_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_one_per_reporter` ON `review_reports` (`review_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `review_reports_open_idx` ON `review_reports` (`resolved_at`,`created_at`);--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `first_responded_at` integer;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `completed_at` integer;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `withdrawn_at` integer;--> statement-breakpoint
ALTER TABLE `tradesmen` ADD `response_hours` integer;