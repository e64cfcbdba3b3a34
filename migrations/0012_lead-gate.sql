CREATE TABLE `sms_texts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` text NOT NULL,
	`kind` text NOT NULL,
	`email_hash` text NOT NULL,
	`phone_hash` text,
	`texts` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_texts_lead_kind_idx` ON `sms_texts` (`lead_id`,`kind`);--> statement-breakpoint
CREATE INDEX `sms_texts_created_idx` ON `sms_texts` (`created_at`,`kind`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `phone_e164` text;