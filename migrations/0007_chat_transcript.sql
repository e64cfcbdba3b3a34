ALTER TABLE `leads` ADD `summary` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `transcript` text DEFAULT '[]' NOT NULL;