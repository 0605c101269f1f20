ALTER TABLE `stored_objects` ADD `upload_key` text;--> statement-breakpoint
CREATE INDEX `stored_objects_upload_key_idx` ON `stored_objects` (`upload_key`);