ALTER TABLE `quote_requests` ADD `send_id` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `sent_to_count` integer DEFAULT 1 NOT NULL;