CREATE TABLE `chat_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`last_active_at` text NOT NULL
);
