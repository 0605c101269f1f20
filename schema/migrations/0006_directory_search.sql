-- Directory search (docs/decisions/005-fts5-search-with-a-trades-vocabulary.md): things drizzle
-- cannot express, kept in this one file.
--
-- 1. tradesmen.rank_tier, the directory's standing, is computed here by triggers, so every write
--    path (services, admin, payments, the hourly featured-expiry job) keeps it without knowing.
--    0-3 live featured, 4-7 not; within each, verified before unverified, then paid before free.
--    8: rejected, never shown. "Now" is the clock at the moment of the write, in epoch ms.
CREATE TRIGGER `tradesmen_rank_tier_insert` AFTER INSERT ON `tradesmen` BEGIN
  UPDATE `tradesmen` SET `rank_tier` = CASE
    WHEN new.`verification_status` = 'rejected' THEN 8
    ELSE (CASE WHEN new.`featured` = 1 AND (new.`featured_until` IS NULL
                 OR new.`featured_until` > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
               THEN 0 ELSE 4 END)
       + (CASE WHEN new.`is_verified` = 1 THEN 0 ELSE 2 END)
       + (CASE WHEN new.`plan` = 'free' THEN 1 ELSE 0 END)
  END
  WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `tradesmen_rank_tier_update`
AFTER UPDATE OF `verification_status`, `featured`, `featured_until`, `is_verified`, `plan` ON `tradesmen` BEGIN
  UPDATE `tradesmen` SET `rank_tier` = CASE
    WHEN new.`verification_status` = 'rejected' THEN 8
    ELSE (CASE WHEN new.`featured` = 1 AND (new.`featured_until` IS NULL
                 OR new.`featured_until` > CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
               THEN 0 ELSE 4 END)
       + (CASE WHEN new.`is_verified` = 1 THEN 0 ELSE 2 END)
       + (CASE WHEN new.`plan` = 'free' THEN 1 ELSE 0 END)
  END
  WHERE `id` = new.`id`;
END;
--> statement-breakpoint
UPDATE `tradesmen` SET `plan` = `plan`;
--> statement-breakpoint
-- 2. Word search: an external-content FTS5 index over the searchable text of a listing (services
--    is JSON text; the tokenizer splits it on its punctuation). Porter stems English words
--    ("insulating" and "insulation" both index as "insul"); the prefix indexes serve as-you-type
--    searches of the last word. Kept in step by the triggers below, in the same statement as the
--    write, so it can never disagree with the table.
CREATE VIRTUAL TABLE `tradesmen_fts` USING fts5(
  `name`, `description`, `services`, `location`,
  content = 'tradesmen', content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
);
--> statement-breakpoint
INSERT INTO `tradesmen_fts` (`tradesmen_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `tradesmen_fts_insert` AFTER INSERT ON `tradesmen` BEGIN
  INSERT INTO `tradesmen_fts` (rowid, `name`, `description`, `services`, `location`)
  VALUES (new.`id`, new.`name`, new.`description`, new.`services`, new.`location`);
END;
--> statement-breakpoint
CREATE TRIGGER `tradesmen_fts_delete` AFTER DELETE ON `tradesmen` BEGIN
  INSERT INTO `tradesmen_fts` (`tradesmen_fts`, rowid, `name`, `description`, `services`, `location`)
  VALUES ('delete', old.`id`, old.`name`, old.`description`, old.`services`, old.`location`);
END;
--> statement-breakpoint
CREATE TRIGGER `tradesmen_fts_update`
AFTER UPDATE OF `name`, `description`, `services`, `location` ON `tradesmen` BEGIN
  INSERT INTO `tradesmen_fts` (`tradesmen_fts`, rowid, `name`, `description`, `services`, `location`)
  VALUES ('delete', old.`id`, old.`name`, old.`description`, old.`services`, old.`location`);
  INSERT INTO `tradesmen_fts` (rowid, `name`, `description`, `services`, `location`)
  VALUES (new.`id`, new.`name`, new.`description`, new.`services`, new.`location`);
END;
