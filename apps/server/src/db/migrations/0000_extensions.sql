-- Spatial search (Medi-Finder, venues) uses earth distances over a GiST index; both ship with PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
