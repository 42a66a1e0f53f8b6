-- A burst costs the stranger, not the visitor. Past the site-wide mark (flood_defence), a public row is
-- still stored but marked for review, and marked rows are not mailed to the firm one by one
-- (lead_notifications). The page's script earns a write pass while the visitor types: it solves a
-- proof of work from the proof-of-work function, which checks the solution and records one pass here.
-- A row sent with a pass (the x-write-pass request header) is never marked; the pass is spent with it.
-- So a genuine visitor's enquiry reaches the firm at once even during a flood, while a stranger pays
-- a second or so of computing per row for the same, on top of the per-address and per-network limits.
-- The no-JavaScript path cannot earn a pass: during a burst its rows are marked, never refused.

create table private.write_passes (
  pass uuid primary key default gen_random_uuid(),
  -- The solved challenge's signature: one challenge earns one pass.
  challenge text not null unique,
  expires_at timestamptz not null
);

-- Called by the proof-of-work function (service role) once a solution checks out: a pass, or null when
-- this challenge has already earned one.
create function public.issue_write_pass(challenge text, valid_seconds integer) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  issued uuid;
begin
  delete from private.write_passes where expires_at < now();
  insert into private.write_passes (challenge, expires_at)
    values (issue_write_pass.challenge, now() + make_interval(secs => valid_seconds))
    on conflict on constraint write_passes_challenge_key do nothing
    returning pass into issued;
  return issued;
end;
$$;

-- The pass a public write carries, spent: true when it was good (issued, unexpired, unspent).
create function private.spend_write_pass() returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  offered text := nullif(current_setting('request.headers', true), '')::json ->> 'x-write-pass';
  spent uuid;
begin
  if offered is null
     or offered !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  delete from private.write_passes where pass = offered::uuid and expires_at >= now()
    returning pass into spent;
  return spent is not null;
end;
$$;

create or replace function private.mark_during_burst() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if current_setting('role', true) is distinct from 'anon'
     and coalesce(current_setting('private.public_write', true), '') <> 'on' then
    return new;
  end if;
  if private.spend_write_pass() then
    return new;
  end if;
  if (
    select count(*) from private.write_log
    where table_name = tg_table_name and at > now() - interval '1 minute'
  ) >= private.setting('writes_per_minute') then
    new.needs_review := true;
  end if;
  return new;
end;
$$;

revoke all on table private.write_passes from public, anon, authenticated;
revoke all on function public.issue_write_pass(text, integer) from public, anon, authenticated;
grant execute on function public.issue_write_pass(text, integer) to service_role;
revoke all on function private.spend_write_pass() from public, anon, authenticated;
