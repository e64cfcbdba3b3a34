CREATE TABLE `appointment_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` text NOT NULL,
	`lead_id` text NOT NULL,
	`audience` text NOT NULL,
	`event` text NOT NULL,
	`sequence` integer NOT NULL,
	`status` text NOT NULL,
	`window_id` text NOT NULL,
	`window_start` text NOT NULL,
	`window_end` text NOT NULL,
	`previous_window_id` text,
	`manage_token` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `appointment_notices_appointment_idx` ON `appointment_notices` (`appointment_id`,`id`);--> statement-breakpoint
CREATE INDEX `appointment_notices_state_idx` ON `appointment_notices` (`state`,`created_at`);--> statement-breakpoint
CREATE TABLE `consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` text NOT NULL,
	`appointment_id` text,
	`purpose` text NOT NULL,
	`text` text NOT NULL,
	`agreed` integer NOT NULL,
	`page` text NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `consents_lead_idx` ON `consents` (`lead_id`,`id`);--> statement-breakpoint
CREATE TABLE `lead_visits` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_visits_created_idx` ON `lead_visits` (`created_at`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `deliveries` ADD `notice_id` integer REFERENCES appointment_notices(id);