CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`author` text DEFAULT 'Admin User' NOT NULL,
	`author_id` integer,
	`category` text NOT NULL,
	`image_url` text,
	`read_time` text DEFAULT '5 mins read' NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `articles_published_idx` ON `articles` (`is_published`,`created_at`);--> statement-breakpoint
CREATE INDEX `articles_category_idx` ON `articles` (`category`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text,
	`message` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`template` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer NOT NULL,
	`sent_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`user_type` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`subscribed_at` integer NOT NULL,
	CONSTRAINT "newsletter_subscribers_type_check" CHECK("user_type" in ('homeowner', 'tradesperson'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_intent_id` text NOT NULL,
	`user_id` integer,
	`tradesman_id` integer,
	`purpose` text NOT NULL,
	`plan` text NOT NULL,
	`billing` text NOT NULL,
	`amount_pence` integer NOT NULL,
	`currency` text DEFAULT 'gbp' NOT NULL,
	`status` text NOT NULL,
	`simulated` integer DEFAULT false NOT NULL,
	`consumed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_intent_unique` ON `payments` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`);--> statement-breakpoint
CREATE TABLE `quote_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tradesman_id` integer,
	`homeowner_id` integer,
	`tradesman_name` text NOT NULL,
	`property_size` text NOT NULL,
	`timeline` text NOT NULL,
	`description` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_phone` text NOT NULL,
	`customer_address` text,
	`customer_postcode` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`homeowner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "quote_requests_status_check" CHECK("status" in ('pending', 'contacted', 'quoted', 'completed', 'cancelled', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `quote_requests_tradesman_idx` ON `quote_requests` (`tradesman_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `quote_requests_homeowner_idx` ON `quote_requests` (`homeowner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `quote_requests_created_idx` ON `quote_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tradesman_id` integer NOT NULL,
	`user_id` integer,
	`rating` integer NOT NULL,
	`comment` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_check" CHECK("rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `reviews_tradesman_idx` ON `reviews` (`tradesman_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_one_per_user` ON `reviews` (`tradesman_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `stored_objects` (
	`key` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`owner_id` integer,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`file_name` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `stored_objects_owner_idx` ON `stored_objects` (`owner_id`);--> statement-breakpoint
CREATE INDEX `stored_objects_status_idx` ON `stored_objects` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tradesmen` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`services` text DEFAULT '[]' NOT NULL,
	`location` text NOT NULL,
	`credentials` text DEFAULT '[]' NOT NULL,
	`logo_url` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`verification_status` text DEFAULT 'pending' NOT NULL,
	`verification_notes` text,
	`rating_average` real DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`completed_jobs` integer DEFAULT 0 NOT NULL,
	`response_rate` integer,
	`contact_email` text,
	`contact_phone` text,
	`website` text,
	`business_address` text,
	`years_experience` integer DEFAULT 0 NOT NULL,
	`plan` text DEFAULT 'free' NOT NULL,
	`billing` text DEFAULT 'monthly' NOT NULL,
	`payment_intent_id` text,
	`stripe_customer_id` text,
	`featured` integer DEFAULT false NOT NULL,
	`featured_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "tradesmen_status_check" CHECK("verification_status" in ('pending', 'under_review', 'verified', 'rejected')),
	CONSTRAINT "tradesmen_plan_check" CHECK("plan" in ('free', 'starter', 'professional', 'premium')),
	CONSTRAINT "tradesmen_billing_check" CHECK("billing" in ('monthly', 'annual'))
);
--> statement-breakpoint
CREATE INDEX `tradesmen_owner_idx` ON `tradesmen` (`owner_id`);--> statement-breakpoint
CREATE INDEX `tradesmen_location_idx` ON `tradesmen` (`location`);--> statement-breakpoint
CREATE INDEX `tradesmen_ranking_idx` ON `tradesmen` (`featured`,`is_verified`,`rating_average`,`id`);--> statement-breakpoint
CREATE INDEX `tradesmen_verification_idx` ON `tradesmen` (`verification_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `tradesmen_featured_until_idx` ON `tradesmen` (`featured_until`);--> statement-breakpoint
CREATE UNIQUE INDEX `tradesmen_payment_intent_unique` ON `tradesmen` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`username` text,
	`role` text DEFAULT 'resident' NOT NULL,
	`password_hash` text NOT NULL,
	`is_tradesman` integer DEFAULT false NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_temporary_password` integer DEFAULT false NOT NULL,
	`phone` text,
	`address` text,
	`postcode` text,
	`profile_image_url` text,
	`last_login_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "users_role_check" CHECK("role" in ('admin', 'editor', 'tradesperson', 'resident'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE TABLE `verification_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tradesman_id` integer NOT NULL,
	`document_type` text NOT NULL,
	`document_name` text NOT NULL,
	`document_url` text NOT NULL,
	`status` text DEFAULT 'uploaded' NOT NULL,
	`review_notes` text,
	`uploaded_at` integer NOT NULL,
	`reviewed_at` integer,
	FOREIGN KEY (`tradesman_id`) REFERENCES `tradesmen`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "verification_documents_type_check" CHECK("document_type" in ('certificate', 'insurance', 'license', 'qualification', 'other')),
	CONSTRAINT "verification_documents_status_check" CHECK("status" in ('uploaded', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `verification_documents_tradesman_idx` ON `verification_documents` (`tradesman_id`);