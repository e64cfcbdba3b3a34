CREATE TABLE `appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`lead_id` text NOT NULL,
	`service` text NOT NULL,
	`window_id` text NOT NULL,
	`window_start` text NOT NULL,
	`window_end` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`address` text NOT NULL,
	`zip` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`manage_token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_reference_unique` ON `appointments` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_manage_token_hash_unique` ON `appointments` (`manage_token_hash`);--> statement-breakpoint
CREATE INDEX `appointments_window_idx` ON `appointments` (`window_id`,`status`);--> statement-breakpoint
CREATE INDEX `appointments_start_idx` ON `appointments` (`window_start`);