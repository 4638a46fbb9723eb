-- Medi-Finder's ll_to_earth indexes, rebuilt on a function a restore can run (decision 033). earthdistance 1.1's
-- ll_to_earth is SQL text naming cube() and the earth type unqualified, read again with the session's search_path
-- whenever it runs; pg_restore builds indexes with an empty search_path, so it failed on both ("type earth does not
-- exist") and left the database without them, exit status or not. ll_to_earth_resolved is the same expression as a
-- SQL-standard body (RETURN …), whose names are resolved once, here, as earthdistance 1.2 (PostgreSQL 18) writes its
-- own. The queries name it too, letter for letter, or the planner will not use the indexes.
CREATE FUNCTION ll_to_earth_resolved(latitude double precision, longitude double precision) RETURNS earth
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN cube(cube(cube(earth()*cos(radians(latitude))*cos(radians(longitude))),earth()*cos(radians(latitude))*sin(radians(longitude))),earth()*sin(radians(latitude)))::earth;--> statement-breakpoint
-- The new indexes first, under a lock that lets reads go on; the old ones then dropped (a brief exclusive lock), and
-- the new take their names.
CREATE INDEX "medical_places_pharmacy_earth_idx" ON "medical_places" USING gist (ll_to_earth_resolved(latitude, longitude)) WHERE kind = 'pharmacy' AND status = 'listed';--> statement-breakpoint
CREATE INDEX "medical_places_center_earth_idx" ON "medical_places" USING gist (ll_to_earth_resolved(latitude, longitude)) WHERE kind = 'diagnostic_center' AND status = 'listed';--> statement-breakpoint
DROP INDEX IF EXISTS "medical_places_pharmacy_near_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "medical_places_center_near_idx";--> statement-breakpoint
ALTER INDEX "medical_places_pharmacy_earth_idx" RENAME TO "medical_places_pharmacy_near_idx";--> statement-breakpoint
ALTER INDEX "medical_places_center_earth_idx" RENAME TO "medical_places_center_near_idx";
