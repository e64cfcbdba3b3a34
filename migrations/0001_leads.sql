CREATE TABLE `deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` text NOT NULL,
	`channel` text NOT NULL,
	`attempt` integer NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deliveries_lead_idx` ON `deliveries` (`lead_id`,`channel`);--> statement-breakpoint
CREATE INDEX `deliveries_status_idx` ON `deliveries` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`resource_id` text NOT NULL,
	`status` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`zip` text,
	`out_of_area` integer DEFAULT false NOT NULL,
	`service` text NOT NULL,
	`project_details` text DEFAULT '' NOT NULL,
	`source` text NOT NULL,
	`urgency` text NOT NULL,
	`contact_preference` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`consent_text` text NOT NULL,
	`consent_page` text NOT NULL,
	`consent_at` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`notify_state` text DEFAULT 'pending' NOT NULL,
	`notify_queued_at` text
);
--> statement-breakpoint
CREATE INDEX `leads_created_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `leads_status_idx` ON `leads` (`status`);--> statement-breakpoint
CREATE INDEX `leads_notify_idx` ON `leads` (`notify_state`,`created_at`);