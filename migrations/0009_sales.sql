ALTER TABLE `leads` ADD `assignee` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `follow_up_on` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `estimate_cents` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `contract_cents` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `outcome_reason` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `duplicate_of` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `merged_into` text;--> statement-breakpoint
CREATE INDEX `leads_email_idx` ON `leads` (lower("email"));--> statement-breakpoint
CREATE INDEX `leads_phone_idx` ON `leads` (`phone_e164`);--> statement-breakpoint
CREATE INDEX `leads_assignee_idx` ON `leads` (`assignee`,`follow_up_on`);--> statement-breakpoint
CREATE INDEX `leads_follow_up_idx` ON `leads` (`follow_up_on`);--> statement-breakpoint
CREATE INDEX `leads_duplicate_idx` ON `leads` (`duplicate_of`);