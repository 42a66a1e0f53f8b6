-- The enquiry forms' no-JavaScript path. A plain HTML form posts to the `enquiry` function, which
-- checks it with the same rules as the page's script and stores it with the service role through
-- enquiry_from_form below: under the same per-address and site-wide limits, counted in the same write
-- log, so a visitor cannot double their quota by switching paths. The function passes the address the
-- gateway reported to it, as PostgREST passes the page's to guard_public_write.

-- One public write by one address, or the error that refuses it: the limits of guard_public_write.
create function private.note_public_write(
  written_table text,
  address text,
  per_hour_setting text,
  limited_error text
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  per_hour integer := private.setting(per_hour_setting);
  per_minute integer := private.setting('writes_per_minute');
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
    where table_name = written_table and at > now() - interval '1 minute'
  ) >= per_minute then
    raise exception using
      errcode = 'P0001',
      message = 'site_busy',
      detail = format('At most %s a minute from all visitors together.', per_minute),
      hint = 'Try again in a few minutes.';
  end if;
  insert into private.write_log (table_name, client_address) values (written_table, address);
end;
$$;

-- The public role's inserts: one row per request, then the limits above.
create or replace function private.guard_public_write() returns trigger
language plpgsql security definer set search_path = '' as $$
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
  perform private.note_public_write(tg_table_name, private.client_address(), tg_argv[0], tg_argv[1]);
  return null;
end;
$$;

-- An enquiry from the no-JavaScript form, checked by the function, stored once under the visitor's
-- limits. Only the service role may call it; the table's own constraints check the row again.
create function public.enquiry_from_form(enquiry jsonb, client_address text) returns uuid
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
  return stored;
end;
$$;

revoke all on function private.note_public_write(text, text, text, text) from public, anon, authenticated;
revoke all on function public.enquiry_from_form(jsonb, text) from public, anon, authenticated;
grant execute on function public.enquiry_from_form(jsonb, text) to service_role;
