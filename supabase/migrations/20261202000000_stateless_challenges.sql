-- Issue 62: no stranger on a visitor's address can lock them out.
--
-- A challenge was counted when it was given and refused past 60 an hour from an address, so a stranger
-- (or any web page, with an <img> pointing at the function) could take an address's challenges unsolved
-- and leave a visitor sharing that address no pass; their row then fell under the cap for rows without
-- one, which the stranger had spent too. Now:
-- - a challenge is never counted nor refused: it is signed and expires (ALTCHA's HMAC), so giving one
--   costs nothing to keep. Only solved challenges are counted, when their pass is issued, and the work
--   of the next challenge rises with the passes its address or network earned in the hour, at most one
--   doubling: up to 4,000 tries, which a phone-speed browser (Chromium at 4x CPU slowdown) solves
--   within the page's 10 s;
-- - a solved challenge stays recorded until its pass expires (an hour, past the challenge's own ten
--   minutes), spent or not, so it can never earn a second pass;
-- - a plain form's row (the enquiry function) is never refused at the cap for rows without a pass: it
--   cannot earn one, so a stranger who spent the cap would lock its visitors out. Past the limits it is
--   stored and marked, and mailed to the firm as such (migration lead_mail_budget). The page's script
--   is still refused at the cap, and then sends again with its pass;
-- - a row sent again with an id already stored is not counted again (nor its pass spent): the insert
--   then fails on the id, which the page takes as "already received".

delete from private.settings where name = 'challenges_per_address_per_hour';
update private.settings
  set meaning = 'Write passes one client address may earn in an hour at a visitor''s cost; past it, its challenges ask twice the work'
  where name = 'easy_challenges_per_address_per_hour';
update private.settings
  set meaning = 'Write passes one network (an IPv4 /24 or an IPv6 /64) may earn in an hour at a visitor''s cost; past it, its challenges ask twice the work'
  where name = 'easy_challenges_per_network_per_hour';

drop function public.take_challenge(text);
delete from private.function_log where kind = 'challenge';
alter table private.function_log drop constraint function_log_kind;
alter table private.function_log add constraint function_log_kind check (kind in ('solved', 'upload'));

-- How many times a new challenge's work doubles for an address: 0 for a visitor's, 1 once the address
-- or its network has earned its easy number of passes in the hour. Reads only: asking costs nothing.
create function public.challenge_work(client_address text) returns integer
language sql stable security definer set search_path = '' as $$
  select case when
    (select count(*) from private.function_log log
      where log.kind = 'solved' and log.client_address = challenge_work.client_address
        and log.at > now() - interval '1 hour')
      >= private.setting('easy_challenges_per_address_per_hour')
    or (select count(*) from private.function_log log
      where log.kind = 'solved' and log.network = private.network_of(challenge_work.client_address)
        and log.at > now() - interval '1 hour')
      >= private.setting('easy_challenges_per_network_per_hour')
  then 1 else 0 end
$$;

-- A spent pass is kept (marked) until it expires, so its challenge cannot earn another.
alter table private.write_passes add column spent_at timestamptz;

-- Called by the proof-of-work function once a solution checks out: a pass, or null when this challenge
-- has already earned one. The solve is counted for its address and network.
drop function public.issue_write_pass(text, integer);
create function public.issue_write_pass(challenge text, valid_seconds integer, client_address text)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  issued uuid;
begin
  delete from private.write_passes where expires_at < now();
  delete from private.function_log where at < now() - interval '1 hour';
  insert into private.write_passes (challenge, expires_at)
    values (issue_write_pass.challenge, now() + make_interval(secs => valid_seconds))
    on conflict on constraint write_passes_challenge_key do nothing
    returning pass into issued;
  if issued is not null then
    insert into private.function_log (kind, client_address, network)
      values ('solved', issue_write_pass.client_address, private.network_of(issue_write_pass.client_address));
  end if;
  return issued;
end;
$$;

create or replace function private.spend_write_pass() returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  offered text := nullif(current_setting('request.headers', true), '')::json ->> 'x-write-pass';
  spent uuid;
begin
  if offered is null
     or offered !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  update private.write_passes set spent_at = now()
    where pass = offered::uuid and expires_at >= now() and spent_at is null
    returning pass into spent;
  return spent is not null;
end;
$$;

-- As before (migration fair_limits), but a spent pass admits no upload.
create or replace function public.admit_upload(client_address text, write_pass text) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  claimed uuid;
  admitted bigint;
begin
  if admit_upload.write_pass ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    update private.write_passes p set claimed_at = now()
      where p.pass = admit_upload.write_pass::uuid and p.expires_at >= now()
        and p.claimed_at is null and p.spent_at is null
      returning p.pass into claimed;
  end if;
  perform pg_advisory_xact_lock(hashtext('upload'), hashtext(admit_upload.client_address));
  delete from private.function_log where at < now() - interval '1 hour';
  if claimed is null and (
    select count(*) from private.function_log log
    where log.kind = 'upload' and log.client_address = admit_upload.client_address and log.write_pass is null
  ) >= private.setting('uploads_per_address_per_hour') then
    return null;
  end if;
  insert into private.function_log (kind, client_address, network, write_pass)
    values ('upload', admit_upload.client_address, private.network_of(admit_upload.client_address), claimed)
    returning id into admitted;
  return admitted;
end;
$$;

-- As before (migration fair_limits), with `refusable`: false for the plain form's rows, which are
-- never refused at the cap.
drop function private.note_visitor_write(text, text, text, text, boolean);
create function private.note_visitor_write(
  written_table text,
  address text,
  kind text,
  limited_error text,
  with_pass boolean,
  refusable boolean
) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  address_network text := private.network_of(address);
  cap integer := private.setting(kind || '_cap_per_address_per_hour');
  marked boolean;
begin
  perform pg_advisory_xact_lock(hashtext(written_table), hashtext(address));
  delete from private.write_log where at < now() - interval '1 hour';
  if refusable and not with_pass and (
    select count(*) from private.write_log log
    where log.table_name = written_table and log.client_address = address and not log.with_pass
  ) >= cap then
    raise exception using
      errcode = 'P0001',
      message = limited_error,
      detail = format('At most %s an hour from one connection without a write pass.', cap),
      hint = 'Send it again with a write pass, or call the office.';
  end if;
  marked := not with_pass and (
    (
      select count(*) from private.write_log log
      where log.table_name = written_table and log.client_address = address
    ) >= private.setting(kind || '_per_address_per_hour')
    or (
      select count(*) from private.write_log log
      where log.table_name = written_table and log.network = address_network
    ) >= private.setting(kind || '_per_network_per_hour')
    or (
      select count(*) from private.write_log log
      where log.table_name = written_table and log.at > now() - interval '1 minute'
    ) >= private.setting('writes_per_minute')
  );
  insert into private.write_log (table_name, client_address, network, with_pass)
    values (written_table, address, address_network, with_pass);
  return marked;
end;
$$;

create or replace function private.limit_visitor_write() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  form_address text := nullif(current_setting('private.form_client_address', true), '');
  stored_already boolean;
begin
  -- A send repeated after its answer was lost: the insert fails on the id, and nothing is counted.
  execute format('select exists (select 1 from public.%I where id = $1)', tg_table_name)
    into stored_already using new.id;
  if stored_already then
    return new;
  end if;
  if coalesce(current_setting('role', true), '') = 'anon' then
    if current_setting('private.public_row_stored', true) = 'yes' then
      raise exception using
        errcode = 'P0001',
        message = 'one_row_per_request',
        detail = 'The public key may store one row per request.',
        hint = 'Send each row in its own request.';
    end if;
    perform set_config('private.public_row_stored', 'yes', true);
    new.needs_review := private.note_visitor_write(
      tg_table_name, private.client_address(), tg_argv[0], tg_argv[1], private.spend_write_pass(), true
    );
  elsif form_address is not null then
    new.needs_review := private.note_visitor_write(
      tg_table_name, form_address, tg_argv[0], tg_argv[1], false, false
    );
  end if;
  return new;
end;
$$;

revoke all on function public.challenge_work(text) from public, anon, authenticated;
grant execute on function public.challenge_work(text) to service_role;
revoke all on function public.issue_write_pass(text, integer, text) from public, anon, authenticated;
grant execute on function public.issue_write_pass(text, integer, text) to service_role;
revoke all on function public.admit_upload(text, text) from public, anon, authenticated;
grant execute on function public.admit_upload(text, text) to service_role;
revoke all on function private.note_visitor_write(text, text, text, text, boolean, boolean)
  from public, anon, authenticated;
