-- The public write path, for a world where everyone holds the anon key (it ships in the page):
-- one row per request; limits keyed on the client's address as the gateway reports it, plus a
-- site-wide ceiling; honest text only; and a resume row must point to a file the upload function
-- stored. Staff (service_role) are never limited.

create schema if not exists private;
revoke all on schema private from public;

-- The limits are settings of the database, not numbers inside trigger bodies. Change one with
--   update private.settings set value = 10 where name = 'enquiries_per_address_per_hour';
-- (the local backend sets them from ENQUIRY_LIMIT_PER_HOUR, UPLOAD_LIMIT_PER_HOUR, SITE_LIMIT_PER_MINUTE).
create table private.settings (
  name text primary key,
  value integer not null check (value > 0),
  default_value integer not null check (default_value > 0),
  meaning text not null
);
insert into private.settings (name, value, default_value, meaning) values
  ('enquiries_per_address_per_hour', 5, 5, 'Enquiries one client address may send in an hour'),
  ('resumes_per_address_per_hour', 10, 10, 'Resume records one client address may save in an hour'),
  ('writes_per_minute', 30, 30, 'Public writes to one table, from all addresses together, in a minute');

-- What the limits count: one line per accepted public write, kept for an hour and no longer.
create table private.write_log (
  at timestamptz not null default now(),
  table_name text not null,
  client_address text not null
);
create index write_log_by_table_and_time on private.write_log (table_name, at);

-- The client's address as the gateway saw it. Hosted Supabase sits behind Cloudflare, which sets
-- CF-Connecting-IP to the address that connected and replaces any value a client sends; PostgREST
-- hands the request headers to the database in `request.headers`. X-Forwarded-For keeps whatever the
-- client wrote in it, so it is never used. The local backend sets the same header from its socket.
create function private.client_address() returns text
language sql stable set search_path = '' as $$
  select coalesce(
    nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), ''),
    'unknown'
  )
$$;

create function private.setting(setting_name text) returns integer
language sql stable set search_path = '' as $$
  select value from private.settings where name = setting_name
$$;

-- After each INSERT statement by the public role: refuse more than one row, then apply the limits.
-- Arguments: the per-address setting's name and the error a refused visitor's page recognises.
create function private.guard_public_write() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  address text := private.client_address();
  per_hour integer := private.setting(tg_argv[0]);
  per_minute integer := private.setting('writes_per_minute');
begin
  if current_setting('role', true) is distinct from 'anon' then
    return null;
  end if;
  if (select count(*) from inserted) > 1 then
    raise exception using
      errcode = 'P0001',
      message = 'one_row_per_request',
      detail = 'The public key may store one row per request.',
      hint = 'Send each row in its own request.';
  end if;
  delete from private.write_log where at < now() - interval '1 hour';
  if (
    select count(*) from private.write_log
    where table_name = tg_table_name and client_address = address
  ) >= per_hour then
    raise exception using
      errcode = 'P0001',
      message = tg_argv[1],
      detail = format('At most %s an hour from one connection.', per_hour),
      hint = 'Try again later, or call the office.';
  end if;
  if (
    select count(*) from private.write_log
    where table_name = tg_table_name and at > now() - interval '1 minute'
  ) >= per_minute then
    raise exception using
      errcode = 'P0001',
      message = 'site_busy',
      detail = format('At most %s a minute from all visitors together.', per_minute),
      hint = 'Try again in a few minutes.';
  end if;
  insert into private.write_log (table_name, client_address) values (tg_table_name, address);
  return null;
end;
$$;

revoke all on all functions in schema private from public, anon, authenticated;

-- The per-e-mail limit let a stranger lock anyone out by typing their address: it goes.
drop trigger limit_enquiries on public.form_submissions;
drop function public.limit_enquiries();

create trigger guard_public_write after insert on public.form_submissions
  referencing new table as inserted for each statement
  execute function private.guard_public_write('enquiries_per_address_per_hour', 'enquiry_rate_limited');

-- Honest text. Control characters and bidirectional controls are refused everywhere (the message
-- may hold tabs and line breaks); a name needs at least one character that is not a space, an
-- invisible character, an ASCII digit or punctuation, and holds no markup or JSON brackets (a JSON
-- object or array sent as a name would otherwise be stored as its text); an e-mail holds no spaces,
-- quotes or angle brackets. lib/enquiry/validation.ts states the same rules for the browser.
alter table public.form_submissions
  add constraint full_name_plain check (
    full_name !~ '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>{}\[\]"\\]'
    and full_name ~ '[^\x01-\x40\x5b-\x60\x7b-\x9f\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufeff\uffa0]'
  ),
  add constraint email_plain check (
    email ~ '^[^\x01-\x20\x7f-\x9f\u00a0\u061c\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff@<>"''`(),;:\\\[\]]+@[^\x01-\x20\x7f-\x9f\u00a0\u061c\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff@<>"''`(),;:\\\[\]]+\.[^\x01-\x20\x7f-\x9f\u00a0\u061c\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff@<>"''`(),;:\\\[\]]+$'
  ),
  add constraint message_plain check (
    message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
  );

-- Files the upload function stored (it records each with the service role). A resume row must
-- name one of them, with its real type, and only once: no row can point staff to a stranger's link.
create table public.stored_uploads (
  url text primary key
    constraint stored_upload_url_http check (char_length(url) <= 2048 and url ~ '^https?://[^[:space:]]+$'),
  file_type text not null
    constraint stored_upload_type check (file_type in ('application/pdf', 'image/jpeg')),
  stored_at timestamptz not null default now(),
  unique (url, file_type)
);
alter table public.stored_uploads enable row level security;
revoke all on table public.stored_uploads from anon, authenticated;
grant select, insert on table public.stored_uploads to service_role;

-- Resumes saved before this migration name files stored before it: record those first.
insert into public.stored_uploads (url, file_type, stored_at)
  select distinct on (cloudinary_url) cloudinary_url, file_type, created_at
  from public.resumes order by cloudinary_url, created_at
  on conflict do nothing;

alter table public.resumes
  add constraint resume_names_a_stored_upload foreign key (cloudinary_url, file_type)
    references public.stored_uploads (url, file_type),
  add constraint resume_once_per_upload unique (cloudinary_url),
  add constraint original_filename_plain check (
    original_filename !~ '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
  );

create trigger guard_public_write after insert on public.resumes
  referencing new table as inserted for each statement
  execute function private.guard_public_write('resumes_per_address_per_hour', 'resume_rate_limited');
