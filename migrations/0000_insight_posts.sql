CREATE TABLE `insight_post_aliases` (
	`slug` text PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `insight_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `insight_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`excerpt` text NOT NULL,
	`category` text NOT NULL,
	`author` text NOT NULL,
	`html` text NOT NULL,
	`word_count` integer NOT NULL,
	`read_time` integer DEFAULT 5 NOT NULL,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insight_posts_slug_unique` ON `insight_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `insight_posts_published_idx` ON `insight_posts` (`published_at`);