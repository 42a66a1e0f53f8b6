-- Issue 35: the language of the page an enquiry was sent from (en, hi, mr), so the consultant replies in
-- it. Both paths store it: the page's script inserts it as a visitor column; the no-JavaScript path
-- passes it to enquiry_from_form. A row from before this migration, or a sender that names none, is English.
alter table public.form_submissions
  add column language text not null default 'en'
    constraint language_offered check (language in ('en', 'hi', 'mr'));

grant insert (language) on table public.form_submissions to anon;

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
  insert into public.form_submissions
    (full_name, mobile_number, email, immigration_type, country_code, message, source, language)
  values (
    enquiry ->> 'full_name',
    enquiry ->> 'mobile_number',
    enquiry ->> 'email',
    enquiry ->> 'immigration_type',
    enquiry ->> 'country_code',
    enquiry ->> 'message',
    enquiry ->> 'source',
    coalesce(enquiry ->> 'language', 'en')
  )
  returning id into stored;
  perform set_config('private.public_write', 'off', true);
  return stored;
end;
$$;

-- The lead's mail says its language: claim_leads returns it (a new result type, so the function is made anew).
drop function public.claim_leads(integer, integer, integer, uuid);
create function public.claim_leads(
  max_leads integer,
  lease_seconds integer,
  older_than_seconds integer default 120,
  lead_id uuid default null
)
returns table (
  id uuid,
  full_name text,
  mobile_number text,
  email text,
  immigration_type text,
  country_code text,
  message text,
  source text,
  language text,
  created_at timestamptz,
  notify_attempts integer,
  resume_url text,
  resume_filename text,
  resume_score integer
)
language sql volatile security definer set search_path = '' as $$
  with claimed as (
    update public.form_submissions lead
    set notify_lease_until = now() + make_interval(secs => lease_seconds)
    where lead.id in (
      select waiting.id from public.form_submissions waiting
      where waiting.notified_at is null
        and not waiting.needs_review
        and (waiting.notify_lease_until is null or waiting.notify_lease_until < now())
        and case
          when lead_id is null then waiting.created_at <= now() - make_interval(secs => older_than_seconds)
            and waiting.notify_after <= now()
          else waiting.id = lead_id
        end
      order by waiting.created_at
      limit max_leads
      for update skip locked
    )
    returning lead.*
  )
  select claimed.id, claimed.full_name, claimed.mobile_number, claimed.email, claimed.immigration_type,
    claimed.country_code, claimed.message, claimed.source, claimed.language, claimed.created_at, claimed.notify_attempts,
    resume.cloudinary_url, resume.original_filename, resume.ats_score
  from claimed left join public.resumes resume on resume.id = claimed.resume_id
$$;
revoke all on function public.claim_leads(integer, integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_leads(integer, integer, integer, uuid) to service_role;
