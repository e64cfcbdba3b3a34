CREATE TABLE `counted_event_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`counted_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `counted_event_messages_at_idx` ON `counted_event_messages` (`counted_at`);--> statement-breakpoint
CREATE TABLE `site_event_counts` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`event` text NOT NULL,
	`channel` text NOT NULL,
	`device` text NOT NULL,
	`campaign` text DEFAULT '' NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `path`, `event`, `channel`, `device`, `campaign`)
);
--> statement-breakpoint
ALTER TABLE `leads` ADD `first_touch` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `last_touch` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_channel` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `last_channel` text;