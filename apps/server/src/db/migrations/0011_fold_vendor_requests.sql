-- Repeats of a pending Become Vendor request (a double click, two tabs at once) fold into the first. Repeats already
-- stored are kept, decided as rejected with a note naming the first and a line in their history, so the unique
-- index below can hold and nothing is lost.
WITH ranked AS (
	SELECT "id", first_value("id") OVER (PARTITION BY "contact" ORDER BY "created_at", "id") AS "first_id"
	FROM "vendor_requests"
	WHERE "status" = 'pending'
), repeats AS (
	UPDATE "vendor_requests" AS r
	SET "status" = 'rejected',
		"decision_note" = 'A repeat of request ' || ranked."first_id" || ', folded into it.',
		"updated_at" = now()
	FROM ranked
	WHERE r."id" = ranked."id" AND ranked."id" <> ranked."first_id"
	RETURNING r."id", r."decision_note"
)
INSERT INTO "vendor_request_events" ("request_id", "status", "note")
SELECT "id", 'rejected', "decision_note" FROM repeats;
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_requests_pending_contact_idx" ON "vendor_requests" USING btree ("contact") WHERE status = 'pending';
