ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "rows" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The canonical text of an entry that its hash covers: a JSON array, so that no value can pass for
-- another field's (nulls stay nulls), and jsonb's own key order for the detail.
CREATE FUNCTION audit_log_canonical(r audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    r.seq,
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    r.actor_id, r.organisation_id, r.action, r.subject, r.detail, r.ip, r.rows
  )::text
$$;--> statement-breakpoint
CREATE FUNCTION audit_log_hash(prev text, r audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev || audit_log_canonical(r), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The entries written before the chain existed join it in the order they were written.
DO $$
DECLARE
  r audit_log;
  n bigint := 0;
  prev text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY at, id LOOP
    n := n + 1;
    r.seq := n;
    r.prev_hash := prev;
    r.hash := audit_log_hash(prev, r);
    UPDATE audit_log SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    prev := r.hash;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_idx" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject");--> statement-breakpoint
-- Every insert, whatever its path, joins the chain: one writer at a time (a transaction-scoped
-- advisory lock, namespace "Lant" key 1) reads the last entry and links to it. Under READ COMMITTED
-- each statement of the function sees the entries committed before the lock was granted.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(1281453684, 1);
  SELECT seq, hash INTO last_seq, last_hash FROM audit_log ORDER BY seq DESC LIMIT 1;
  NEW.seq := COALESCE(last_seq, 0) + 1;
  NEW.prev_hash := COALESCE(last_hash, repeat('0', 64));
  NEW.hash := audit_log_hash(NEW.prev_hash, NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();--> statement-breakpoint
-- The log is append-only. The retention prune alone deletes, and only entries past the retention
-- (8 years, AUDIT_RETENTION_YEARS in server/audit/prune.ts), in a transaction that says so.
CREATE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('lantern.audit_prune', true) = 'on' THEN
    IF OLD.at < now() - interval '8 years' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege',
      HINT = 'Audit entries are never changed; entries older than the retention are removed by the audit.prune job.';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_guard BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_guard();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_guard();
