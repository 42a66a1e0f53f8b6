-- Abuse limits the public key cannot get around, and retries that cannot duplicate an enquiry.

-- At most 3 enquiries an hour for one e-mail address or one mobile number. The check runs as the
-- table owner (security definer), because visitors may not read the table themselves.
create function public.limit_enquiries() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (
    select count(*) from public.form_submissions
    where created_at > now() - interval '1 hour'
      and (lower(email) = lower(new.email) or mobile_number = new.mobile_number)
  ) >= 3 then
    raise exception using
      errcode = 'P0001',
      message = 'enquiry_rate_limited',
      detail = 'At most 3 enquiries an hour for one e-mail address or mobile number.',
      hint = 'Try again later, or call the office.';
  end if;
  return new;
end;
$$;

revoke all on function public.limit_enquiries() from public, anon, authenticated;

create trigger limit_enquiries before insert on public.form_submissions
  for each row execute function public.limit_enquiries();

-- The browser names each enquiry with a random UUID, so sending it again after a dropped
-- connection is refused as a duplicate instead of being stored twice.
grant insert (id) on table public.form_submissions to anon;
