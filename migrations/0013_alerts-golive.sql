CREATE TABLE `cron_runs` (
	`cron` text PRIMARY KEY NOT NULL,
	`last_success_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `appointment_notices` ADD `queued_at` text;--> statement-breakpoint
CREATE INDEX `deliveries_channel_idx` ON `deliveries` (`channel`);