-- A flood never locks out a genuine visitor. The site-wide ceiling (writes_per_minute) refused every
-- public write once a minute held 30: about six addresses, each under its own hourly limit, could keep
-- every enquiry and every resume save out. Now:
-- - each address keeps its hourly limit, and each network (an IPv4 /24, an IPv6 /64) has one too, so a
--   stranger holding many addresses in one network gains little;
-- - past the site-wide mark, a row is still stored, but marked for review (needs_review), so what a
--   flood leaves behind is bounded by the per-address and per-network limits and easy to set apart.

alter table private.write_log add column network text;
update private.write_log set network = client_address;
alter table private.write_log alter column network set not null;
create index write_log_by_network on private.write_log (table_name, network, at);

insert into private.settings (name, value, default_value, meaning) values
  ('enquiries_per_network_per_hour', 20, 20,
   'Enquiries one network (an IPv4 /24 or an IPv6 /64) may send in an hour'),
  ('resumes_per_network_per_hour', 40, 40,
   'Resume records one network (an IPv4 /24 or an IPv6 /64) may save in an hour');
update private.settings
  set meaning = 'Public writes to one table, from all visitors together, in a minute; past it, rows are stored but marked for review'
  where name = 'writes_per_minute';

-- The staff's mark on a row stored during a burst. The public role is granted its columns one by one,
-- and not this one: it cannot set it, or clear it.
alter table public.form_submissions add column needs_review boolean not null default false;
alter table public.resumes add column needs_review boolean not null default false;

-- The network an address belongs to: its /24 for IPv4, its /64 for IPv6; an address that is not an IP
-- address (the gateway sent none) is its own network.
create function private.network_of(address text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  return network(set_masklen(address::inet, case when family(address::inet) = 4 then 24 else 64 end))::text;
exception when others then
  return address;
end;
$$;

-- One public write by one address: its hourly limit, its network's, then the write is logged.
create or replace function private.note_public_write(
  written_table text,
  address text,
  per_hour_setting text,
  limited_error text
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  address_network text := private.network_of(address);
  per_hour integer := private.setting(per_hour_setting);
  per_network integer := private.setting(replace(per_hour_setting, '_per_address_', '_per_network_'));
begin
  delete from private.write_log where at < now() - interval '1 hour';
  if (
    select count(*) from private.write_log
    where table_name = written_table and client_address = address
  ) >= per_hour then
    raise exception using
      errcode = 'P0001',
      message = limited_error,
      detail = format('At most %s an hour from one connection.', per_hour),
      hint = 'Try again later, or call the office.';
  end if;
  if (
    select count(*) from private.write_log
    where table_name = written_table and network = address_network
  ) >= per_network then
    raise exception using
      errcode = 'P0001',
      message = limited_error,
      detail = format('At most %s an hour from one network.', per_network),
      hint = 'Try again later, or call the office.';
  end if;
  insert into private.write_log (table_name, client_address, network)
    values (written_table, address, address_network);
end;
$$;

-- Before a public row is stored: during a burst (a minute holding the site-wide mark of public writes
-- to the table), it is marked for review instead of being refused. Staff rows are never marked.
create function private.mark_during_burst() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if current_setting('role', true) is distinct from 'anon'
     and coalesce(current_setting('private.public_write', true), '') <> 'on' then
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

create trigger mark_during_burst before insert on public.form_submissions
  for each row execute function private.mark_during_burst();
create trigger mark_during_burst before insert on public.resumes
  for each row execute function private.mark_during_burst();

-- The no-JavaScript path stores as the function's owner: it says so, so that its rows are marked
-- during a burst like the page's.
create or replace function public.enquiry_from_form(enquiry jsonb, client_address text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  stored uuid;
begin
  if coalesce(btrim(client_address), '') = '' then
    raise exception using errcode = '22023', message = 'client_address_missing';
  end if;
  perform private.note_public_write(
    'form_submissions', client_address, 'enquiries_per_address_per_hour', 'enquiry_rate_limited'
  );
  perform set_config('private.public_write', 'on', true);
  insert into public.form_submissions (full_name, mobile_number, email, immigration_type, country_code, message)
  values (
    enquiry ->> 'full_name',
    enquiry ->> 'mobile_number',
    enquiry ->> 'email',
    enquiry ->> 'immigration_type',
    enquiry ->> 'country_code',
    enquiry ->> 'message'
  )
  returning id into stored;
  perform set_config('private.public_write', 'off', true);
  return stored;
end;
$$;

revoke all on function private.network_of(text) from public, anon, authenticated;
revoke all on function private.mark_during_burst() from public, anon, authenticated;
revoke all on function public.enquiry_from_form(jsonb, text) from public, anon, authenticated;
grant execute on function public.enquiry_from_form(jsonb, text) to service_role;
