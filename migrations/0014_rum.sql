CREATE TABLE `site_vital_counts` (
	`day` text NOT NULL,
	`page_type` text NOT NULL,
	`metric` text NOT NULL,
	`bucket` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `page_type`, `metric`, `bucket`)
);
