DROP INDEX `tradesmen_location_idx`;--> statement-breakpoint
DROP INDEX `tradesmen_ranking_idx`;--> statement-breakpoint
ALTER TABLE `tradesmen` ADD `rank_tier` integer DEFAULT 8 NOT NULL;--> statement-breakpoint
CREATE INDEX `tradesmen_location_rank_idx` ON `tradesmen` (`location`,`rank_tier`,"rating_average" desc,"rating_count" desc,`id`);--> statement-breakpoint
CREATE INDEX `tradesmen_rank_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`);--> statement-breakpoint
CREATE INDEX `tradesmen_rated_idx` ON `tradesmen` ("rating_average" desc,"rating_count" desc,`rank_tier`,`id`);--> statement-breakpoint
CREATE INDEX `tradesmen_reviewed_idx` ON `tradesmen` ("rating_count" desc,"rating_average" desc,`rank_tier`,`id`);--> statement-breakpoint
CREATE INDEX `tradesmen_newest_idx` ON `tradesmen` ("created_at" desc,"id" desc);