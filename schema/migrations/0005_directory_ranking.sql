DROP INDEX `tradesmen_location_idx`;--> statement-breakpoint
DROP INDEX `tradesmen_ranking_idx`;--> statement-breakpoint
ALTER TABLE `tradesmen` ADD `rank_tier` integer DEFAULT 8 NOT NULL;--> statement-breakpoint
CREATE INDEX `tradesmen_location_rank_idx` ON `tradesmen` (`location`,`rank_tier`,"rating_average" desc,"rating_count" desc,`id`);--> statement-breakpoint
CREATE INDEX `tradesmen_rank_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`);--> statement-breakpoint
CREATE INDEX `tradesmen_offers_solar_panel_installation_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"Solar Panel Installation"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_offers_heat_pump_installation_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"Heat Pump Installation"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_offers_wall_loft_insulation_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"Wall/Loft Insulation"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_offers_window_upgrades_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"Window Upgrades"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_offers_draught_proofing_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"Draught Proofing"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_offers_smart_thermostats_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"Smart Thermostats"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_offers_green_roofing_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"Green Roofing"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_offers_energy_efficiency_assessments_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"Energy Efficiency Assessments"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_offers_ev_charging_installation_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"EV Charging Installation"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_offers_battery_storage_systems_idx` ON `tradesmen` (`rank_tier`,"rating_average" desc,"rating_count" desc,`id`,`location`) WHERE instr("tradesmen"."services", '"Battery Storage Systems"') > 0;--> statement-breakpoint
CREATE INDEX `tradesmen_rated_idx` ON `tradesmen` ("rating_average" desc,"rating_count" desc,`rank_tier`,`id`);--> statement-breakpoint
CREATE INDEX `tradesmen_reviewed_idx` ON `tradesmen` ("rating_count" desc,"rating_average" desc,`rank_tier`,`id`);--> statement-breakpoint
CREATE INDEX `tradesmen_newest_idx` ON `tradesmen` ("created_at" desc,"id" desc);