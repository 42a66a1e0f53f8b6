-- Issue 51: no stranger can lock a genuine visitor out, and every limit holds across instances.
--
-- Most visitors come over Indian mobile networks, where carrier-grade NAT puts thousands of people
-- behind one public address and a few hundred addresses in one /24. The hourly limits per address and
-- per network refused a row once they were spent, so a stranger on the same network could switch a
-- genuine visitor off for an hour. Now:
-- - a row that carries a write pass (the visitor's own proof of work, migration proof_of_work) is
--   stored unmarked whatever others on the address or network sent: the pass itself costs work, and
--   an address can earn only so many (challenges_per_address_per_hour, below);
-- - a row without one (the plain form, or the page's script before its pass is ready) is stored but
--   marked for review past the per-address or per-network limit, as past the site-wide mark, and
--   refused only past a per-address cap far above any genuine use (50 an hour: ten times the old
--   limit; a shared address carries many people, but no one person sends fifty enquiries in an hour).
--   What a flood leaves is therefore bounded (the cap per address, the passes per address) and marked;
-- - the proof-of-work and upload functions' limits, which lived in each instance's memory (hosted
--   Supabase runs many), are counted here (private.function_log), and the work a challenge asks
--   doubles while its address or network takes challenges faster than a visitor would;
-- - an upload with a pass is not counted against its address's uploads or the site's bytes; a pass
--   pays for one upload and one row (the upload claims it, the row, its resume record, spends it);
-- - every upload without a pass counts against its address, refused or not (354 refused 5 MB uploads
--   in 15 s once cost their sender nothing).

insert into private.settings (name, value, default_value, meaning) values
  ('enquiries_cap_per_address_per_hour', 50, 50,
   'Enquiries without a write pass one client address may send in an hour; past the per-address or per-network limit they are stored but marked for review, past this they are refused'),
  ('resumes_cap_per_address_per_hour', 50, 50,
   'Resume records without a write pass one client address may save in an hour; past the per-address or per-network limit they are stored but marked for review, past this they are refused'),
  ('uploads_per_address_per_hour', 10, 10,
   'Uploads without a write pass one client address may make in an hour, refused ones included'),
  ('upload_bytes_per_hour', 262144000, 262144000,
   'Bytes all visitors together may upload in an hour without a write pass (250 MB)'),
  ('challenges_per_address_per_hour', 60, 60,
   'Proof-of-work challenges one client address may take in an hour'),
  ('easy_challenges_per_address_per_hour', 10, 10,
   'Challenges one client address may take in an hour at a visitor''s cost; the work doubles with each further as many, up to 16 times'),
  ('easy_challenges_per_network_per_hour', 40, 40,
   'Challenges one network (an IPv4 /24 or an IPv6 /64) may take in an hour at a visitor''s cost; the work doubles with each further as many, up to 16 times');
update private.settings
  set meaning = 'Enquiries one client address may send in an hour before those without a write pass are marked for review'
  where name = 'enquiries_per_address_per_hour';
update private.settings
  set meaning = 'Resume records one client address may save in an hour before those without a write pass are marked for review'
  where name = 'resumes_per_address_per_hour';
update private.settings
  set meaning = 'Enquiries one network (an IPv4 /24 or an IPv6 /64) may send in an hour before those without a write pass are marked for review'
  where name = 'enquiries_per_network_per_hour';
update private.settings
  set meaning = 'Resume records one network (an IPv4 /24 or an IPv6 /64) may save in an hour before those without a write pass are marked for review'
  where name = 'resumes_per_network_per_hour';

-- Whether a logged write carried a pass: only those without one count towards the cap.
alter table private.write_log add column with_pass boolean not null default false;

-- One public write to a visitor table (form_submissions or resumes) by one address: logged, and
-- answered whether to mark it for review. A write with a pass is never marked nor refused. One without
-- is refused past its address's cap, and marked past its address's or its network's hourly limit, or
-- during a burst (the site-wide mark of writes to the table in a minute). `kind` names the settings:
-- 'enquiries' or 'resumes'.
create function private.note_visitor_write(
  written_table text,
  address text,
  kind text,
  limited_error text,
  with_pass boolean
) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  address_network text := private.network_of(address);
  cap integer := private.setting(kind || '_cap_per_address_per_hour');
  marked boolean;
begin
  -- Two writes from one address at once (two instances, two connections) are counted one after the other.
  perform pg_advisory_xact_lock(hashtext(written_table), hashtext(address));
  delete from private.write_log where at < now() - interval '1 hour';
  if not with_pass and (
    select count(*) from private.write_log log
    where log.table_name = written_table and log.client_address = address and not log.with_pass
  ) >= cap then
    raise exception using
      errcode = 'P0001',
      message = limited_error,
      detail = format('At most %s an hour from one connection without a write pass.', cap),
      hint = 'Try again later, or call the office.';
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

-- Before each public row is stored: the page's rows (the public role, its address and pass from the
-- request's headers) and the plain form's (enquiry_from_form, which names the address the function
-- was given; a plain form cannot earn a pass). Staff rows are neither counted nor marked. The public
-- role may store one row per request (PostgREST makes each request one transaction): a second is
-- refused before it costs anything, where the statement trigger before (guard_public_write) saw a
-- request of ten thousand rows only after each had been through this one.
-- Arguments: the settings' kind and the error a refused visitor's page recognises.
create function private.limit_visitor_write() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  form_address text := nullif(current_setting('private.form_client_address', true), '');
begin
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
      tg_table_name, private.client_address(), tg_argv[0], tg_argv[1], private.spend_write_pass()
    );
  elsif form_address is not null then
    new.needs_review := private.note_visitor_write(tg_table_name, form_address, tg_argv[0], tg_argv[1], false);
  end if;
  return new;
end;
$$;

drop trigger mark_during_burst on public.form_submissions;
drop trigger mark_during_burst on public.resumes;
drop function private.mark_during_burst();
drop trigger guard_public_write on public.form_submissions;
drop trigger guard_public_write on public.resumes;
drop function private.guard_public_write();
create trigger limit_visitor_write before insert on public.form_submissions
  for each row execute function private.limit_visitor_write('enquiries', 'enquiry_rate_limited');
create trigger limit_visitor_write before insert on public.resumes
  for each row execute function private.limit_visitor_write('resumes', 'resume_rate_limited');

-- The no-JavaScript path: its limits are now the row trigger's, with the address the function was
-- given (the request's own headers are the function's, not the visitor's).
create or replace function public.enquiry_from_form(enquiry jsonb, client_address text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  stored uuid;
begin
  if coalesce(btrim(client_address), '') = '' then
    raise exception using errcode = '22023', message = 'client_address_missing';
  end if;
  perform set_config('private.form_client_address', client_address, true);
  insert into public.form_submissions
    (full_name, mobile_number, email, immigration_type, country_code, message, source, language,
     marketing_consent, consent_version)
  values (
    enquiry ->> 'full_name',
    enquiry ->> 'mobile_number',
    enquiry ->> 'email',
    enquiry ->> 'immigration_type',
    enquiry ->> 'country_code',
    enquiry ->> 'message',
    enquiry ->> 'source',
    coalesce(enquiry ->> 'language', 'en'),
    coalesce((enquiry -> 'marketing_consent')::boolean, false),
    enquiry ->> 'consent_version'
  )
  returning id into stored;
  perform set_config('private.form_client_address', '', true);
  return stored;
end;
$$;

-- What the edge functions count, for every instance alike: each challenge the proof-of-work function
-- gives, and each upload the upload function begins (with the pass it claimed, and its bytes once
-- read). Kept for an hour.
create table private.function_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  kind text not null constraint function_log_kind check (kind in ('challenge', 'upload')),
  client_address text not null,
  network text not null,
  write_pass uuid,
  bytes bigint not null default 0
);
create index function_log_by_address on private.function_log (kind, client_address, at);
create index function_log_by_network on private.function_log (kind, network, at);

-- An upload that carried a pass claims it: the pass then admits no other upload, and is still good
-- for one row (the upload's resume record).
alter table private.write_passes add column claimed_at timestamptz;

-- A challenge for an address: how many times its work doubles (0 for a visitor's), or null when the
-- address has taken its hourly number. The work doubles with each easy number of challenges its
-- address, or its network, took in the last hour, at most four times (16 times the work: about 16 s
-- of a laptop, a minute of a cheap phone).
create function public.take_challenge(client_address text) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  address_network text := private.network_of(take_challenge.client_address);
  from_address integer;
  from_network integer;
begin
  perform pg_advisory_xact_lock(hashtext('challenge'), hashtext(take_challenge.client_address));
  delete from private.function_log where at < now() - interval '1 hour';
  select count(*) into from_address from private.function_log log
    where log.kind = 'challenge' and log.client_address = take_challenge.client_address;
  if from_address >= private.setting('challenges_per_address_per_hour') then
    return null;
  end if;
  select count(*) into from_network from private.function_log log
    where log.kind = 'challenge' and log.network = address_network;
  insert into private.function_log (kind, client_address, network)
    values ('challenge', take_challenge.client_address, address_network);
  return least(4, greatest(
    from_address / private.setting('easy_challenges_per_address_per_hour'),
    from_network / private.setting('easy_challenges_per_network_per_hour')
  ));
end;
$$;

-- An upload begins, before its body is read: its number (for its bytes and a give-back), or null when
-- its address has made its hourly number without a pass. A good pass (issued, unexpired, not claimed
-- by another upload) is claimed and admits it whatever others sent. Counted whatever becomes of it.
create function public.admit_upload(client_address text, write_pass text) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  claimed uuid;
  admitted bigint;
begin
  if admit_upload.write_pass ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    update private.write_passes p set claimed_at = now()
      where p.pass = admit_upload.write_pass::uuid and p.expires_at >= now() and p.claimed_at is null
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

-- The bytes of an admitted upload, once read: an upload without a pass takes them from the site's
-- hourly budget, or is answered false when they would pass it; one with a pass is not counted there.
create function public.take_upload_bytes(upload bigint, bytes bigint) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  taken private.function_log;
begin
  perform pg_advisory_xact_lock(hashtext('upload_bytes'), 0);
  select * into taken from private.function_log log where log.id = upload and log.kind = 'upload';
  if taken.id is null then
    return false;
  end if;
  if taken.write_pass is null and (
    select coalesce(sum(log.bytes), 0) from private.function_log log
    where log.kind = 'upload' and log.write_pass is null and log.at > now() - interval '1 hour'
  ) + take_upload_bytes.bytes > private.setting('upload_bytes_per_hour') then
    return false;
  end if;
  update private.function_log log set bytes = take_upload_bytes.bytes where log.id = upload;
  return true;
end;
$$;

-- An upload the function could not store (its fault, not the visitor's): forgotten, its pass unclaimed.
create function public.give_back_upload(upload bigint) returns void
language sql security definer set search_path = '' as $$
  with given as (
    delete from private.function_log log where log.id = upload and log.kind = 'upload'
    returning log.write_pass
  )
  update private.write_passes p set claimed_at = null where p.pass in (select write_pass from given)
$$;

revoke all on table private.function_log from public, anon, authenticated;
revoke all on function private.note_visitor_write(text, text, text, text, boolean) from public, anon, authenticated;
revoke all on function private.limit_visitor_write() from public, anon, authenticated;
revoke all on function public.enquiry_from_form(jsonb, text) from public, anon, authenticated;
grant execute on function public.enquiry_from_form(jsonb, text) to service_role;
revoke all on function public.take_challenge(text) from public, anon, authenticated;
grant execute on function public.take_challenge(text) to service_role;
revoke all on function public.admit_upload(text, text) from public, anon, authenticated;
grant execute on function public.admit_upload(text, text) to service_role;
revoke all on function public.take_upload_bytes(bigint, bigint) from public, anon, authenticated;
grant execute on function public.take_upload_bytes(bigint, bigint) to service_role;
revoke all on function public.give_back_upload(bigint) from public, anon, authenticated;
grant execute on function public.give_back_upload(bigint) to service_role;
