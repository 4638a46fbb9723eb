-- Nearby search, read nearest first on the Mercator plane (decision 019): `point` GiST indexes have a sorted build,
-- so their leaves tile a city where those of ll_to_earth's `cube` overlap, and a page costs a handful of index pages
-- instead of 110-220. The expression must stay the same letter for letter as onPlane in
-- features/medi-finder/queries.ts. The ll_to_earth indexes stay: the exact read for a page the plane cannot vouch
-- for (several places at one address, a search near a pole or the date line) uses them.
CREATE INDEX "medical_places_pharmacy_plane_idx" ON "medical_places" USING gist (point(radians(longitude), asinh(tan(radians(latitude))))) WHERE kind = 'pharmacy' AND status = 'listed';--> statement-breakpoint
CREATE INDEX "medical_places_center_plane_idx" ON "medical_places" USING gist (point(radians(longitude), asinh(tan(radians(latitude))))) WHERE kind = 'diagnostic_center' AND status = 'listed';
