-- The days away of each person, one row per period: approved, not cancelled vacations and the
-- absences of the work maps. The days-away module reads it (days-away.schema.ts declares it with
-- pgView(…).existing()); vacations and work maps both read it there instead of importing each
-- other. A later migration that changes a column this view selects drops and recreates it.
CREATE VIEW "days_away" AS
SELECT 'vacation'::text AS "kind", "id", "employee_id", "start_date", "end_date", "half_day",
  NULL::text AS "absence_type"
FROM "vacations"
WHERE "status" = 'Approved' AND "cancelled_at" IS NULL
UNION ALL
SELECT 'absence'::text AS "kind", "id", "employee_id", "start_date", "end_date", false AS "half_day",
  "type" AS "absence_type"
FROM "absences";
