ALTER TABLE `leads` ADD `spam_at` text;--> statement-breakpoint
UPDATE `leads` SET `spam_at` = coalesce((SELECT max(`created_at`) FROM `audit_log` WHERE `subject_type` = 'lead' AND `subject_id` = `leads`.`id` AND `action` = 'lead.status' AND json_extract(`detail`, '$.to') = 'spam'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) WHERE `status` = 'spam';
