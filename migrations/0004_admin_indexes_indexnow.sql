CREATE TABLE `indexnow_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor` text NOT NULL,
	`mode` text NOT NULL,
	`url_count` integer NOT NULL,
	`ok` integer NOT NULL,
	`report` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `indexnow_submissions_at_idx` ON `indexnow_submissions` (`created_at`);--> statement-breakpoint
CREATE TABLE `indexnow_urls` (
	`url` text PRIMARY KEY NOT NULL,
	`lastmod` text DEFAULT '' NOT NULL,
	`submitted_at` text NOT NULL
);
--> statement-breakpoint
DROP INDEX `leads_status_idx`;--> statement-breakpoint
DROP INDEX `leads_created_idx`;--> statement-breakpoint
CREATE INDEX `leads_status_created_idx` ON `leads` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_source_created_idx` ON `leads` (`source`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_created_idx` ON `leads` (`created_at`,`id`);