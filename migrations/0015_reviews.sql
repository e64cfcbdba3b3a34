CREATE TABLE `review_opt_outs` (
	`contact_hash` text PRIMARY KEY NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `review_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`state` text NOT NULL,
	`channel` text,
	`skip_reason` text,
	`token_hash` text NOT NULL,
	`token` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`queued_at` text,
	`sent_at` text,
	`reminded_at` text,
	`opened_at` text,
	`reviewed_at` text,
	`google_clicked_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_requests_lead_id_unique` ON `review_requests` (`lead_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_requests_token_hash_unique` ON `review_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `review_requests_state_idx` ON `review_requests` (`state`,`sent_at`);--> statement-breakpoint
CREATE INDEX `review_requests_created_idx` ON `review_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`lead_id` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text NOT NULL,
	`show_on_site` integer NOT NULL,
	`consent_text` text NOT NULL,
	`author` text NOT NULL,
	`town` text DEFAULT '' NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`county` text DEFAULT '' NOT NULL,
	`service` text NOT NULL,
	`status` text NOT NULL,
	`hidden_reason` text,
	`reply` text,
	`replied_at` text,
	`published_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `review_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_request_id_unique` ON `reviews` (`request_id`);--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_rating_idx` ON `reviews` (`rating`,`created_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `job_completed_on` text;