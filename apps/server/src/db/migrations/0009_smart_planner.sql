CREATE TABLE "planner_catering" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_sw" text NOT NULL,
	"per_person_tzs" integer NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "planner_catering_price_check" CHECK ("planner_catering"."per_person_tzs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "planner_extras" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_sw" text NOT NULL,
	"price_tzs" integer NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "planner_extras_price_check" CHECK ("planner_extras"."price_tzs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "planner_venues" (
	"capacity" integer PRIMARY KEY NOT NULL,
	"price_tzs" integer NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "planner_venues_price_check" CHECK ("planner_venues"."price_tzs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "venue_search_cache" (
	"city" text NOT NULL,
	"category" text NOT NULL,
	"places" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "venue_search_cache_city_category_pk" PRIMARY KEY("city","category")
);
--> statement-breakpoint
-- The specification's price tables (packages/core/src/planner/price-catalogue.ts); admins change the prices.
INSERT INTO "planner_venues" ("capacity", "price_tzs") VALUES (10, 50000), (20, 80000), (30, 120000), (40, 160000), (50, 200000), (60, 240000), (70, 280000), (80, 320000), (90, 360000), (100, 400000), (120, 480000), (150, 600000), (200, 800000);--> statement-breakpoint
INSERT INTO "planner_catering" ("key", "position", "name_en", "name_sw", "per_person_tzs") VALUES ('ndafu-barbecue', 0, 'Ndafu and Barbecue', 'Ndafu na Nyama Choma', 4000), ('buffet', 1, 'Buffet / Traditional Menu', 'Bufee / Vyakula vya Asili', 3000), ('cake', 2, 'Cake', 'Keki', 800), ('soft-drinks', 3, 'Soft Drinks', 'Vinywaji Baridi', 500);--> statement-breakpoint
INSERT INTO "planner_extras" ("key", "position", "name_en", "name_sw", "price_tzs") VALUES ('decoration', 0, 'Decoration, Printing & Branding', 'Mapambo, Uchapishaji na Chapa', 150000), ('video-photo', 1, 'Video & Photoshooting', 'Video na Upigaji Picha', 100000), ('sound', 2, 'Sound System', 'Mfumo wa Sauti', 80000), ('lights', 3, 'Lights', 'Taa', 80000), ('security', 4, 'Security', 'Ulinzi', 50000), ('tents', 5, 'Tents', 'Mahema', 120000), ('chairs-tables', 6, 'Chairs and Tables', 'Viti na Meza', 50000), ('mc', 7, 'MC / Host', 'MC / Mshereheshaji', 90000), ('performances', 8, 'Special Performances', 'Burudani Maalum', 100000), ('maids', 9, 'Maids for Hire', 'Wahudumu wa Kukodi', 80000);
