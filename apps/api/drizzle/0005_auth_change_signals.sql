-- Signals every change to what authenticates and authorizes a request (sessions, users, roles, grants, community
-- links and communities), so API instances can cache it (src/auth/auth-cache.ts, docs/decisions/0011):
--   * NOTIFY cvap_auth — delivered to every instance when the writing transaction commits;
--   * a NOTICE 'cvap_auth_changed' — reaches the writing connection at once, before the transaction commits, so
--     the instance that makes the change stops using its cache before anything it answers could depend on it.
CREATE OR REPLACE FUNCTION cvap_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE NOTICE 'cvap_auth_changed';
  PERFORM pg_notify('cvap_auth', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION cvap_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OF tenant_id, username, name, head_office, kiosk, enabled, frozen, valid_until, language, password_changed_at OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION cvap_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncate_auth_changed AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION cvap_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION cvap_auth_changed();
--> statement-breakpoint
CREATE TRIGGER roles_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION cvap_auth_changed();
--> statement-breakpoint
CREATE TRIGGER role_elements_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_elements FOR EACH STATEMENT EXECUTE FUNCTION cvap_auth_changed();
--> statement-breakpoint
CREATE TRIGGER elements_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON elements FOR EACH STATEMENT EXECUTE FUNCTION cvap_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_residentials_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_residentials FOR EACH STATEMENT EXECUTE FUNCTION cvap_auth_changed();
--> statement-breakpoint
CREATE TRIGGER residentials_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residentials FOR EACH STATEMENT EXECUTE FUNCTION cvap_auth_changed();
