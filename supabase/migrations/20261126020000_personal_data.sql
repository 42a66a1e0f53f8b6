-- Issue 38: what India's Digital Personal Data Protection Act, 2023 and Rules, 2025 ask of the data the
-- site collects. The numbers are those of supabase/functions/_shared/personal-data.ts (a test holds
-- them equal).

-- Consent that is opt-in. Answering the enquiry is what the visitor asked for; updates and offers only
-- if they ticked the box. Both paths store the same: the page's script inserts the two columns, the
-- no-JavaScript path passes them to enquiry_from_form. The time of a consent is the database's own.
alter table public.form_submissions
  add column marketing_consent boolean not null default false,
  add column consent_version text
    constraint consent_version_is_a_date check (consent_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  add column consented_at timestamptz,
  -- Set when the visitor asks the firm to stop contacting them (/your-data).
  add column contact_withdrawn_at timestamptz;

grant insert (marketing_consent, consent_version) on table public.form_submissions to anon;

create function private.stamp_consent() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.consented_at := case when new.marketing_consent then now() end;
  return new;
end;
$$;
create trigger stamp_consent before insert on public.form_submissions
  for each row execute function private.stamp_consent();

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
  perform set_config('private.public_write', 'off', true);
  return stored;
end;
$$;

-- Retention that runs: two settings (the local backend sets them from ENQUIRY_RETENTION_MONTHS and
-- RESUME_RETENTION_MONTHS), and a job that erases what is past them, daily. In production pg_cron runs
-- it (below); an erased resume's file is then an upload no resume names, which the
-- hourly sweep-uploads function deletes from Cloudinary. The local backend runs both at start and daily.
insert into private.settings (name, value, default_value, meaning) values
  ('enquiry_retention_months', 24, 24, 'Months an enquiry is kept before the daily job erases it'),
  ('resume_retention_months', 12, 12, 'Months a resume and its file are kept before the daily job erases them');

-- The processing log the Rules ask for: what kind of record was erased, when and why, and a salted hash
-- of the e-mail address it concerned (so a later request about the same address can be matched to it),
-- no personal data. Kept for a year.
create table private.processing_log (
  at timestamptz not null default now(),
  record_kind text not null constraint processing_log_kind check (record_kind in ('enquiry', 'resume')),
  action text not null constraint processing_log_action check (action in ('erased')),
  reason text not null constraint processing_log_reason check (reason in ('retention', 'request')),
  subject_hash text
);
create index processing_log_by_time on private.processing_log (at);

-- The salt is the database's own, made here, never shown: without it an address cannot be tested against the log.
create table private.log_salt (salt text not null);
insert into private.log_salt
  select encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex');

create function private.subject_hash(email text) returns text
language sql stable set search_path = '' as $$
  select encode(sha256(convert_to((select salt from private.log_salt) || lower(btrim(email)), 'UTF8')), 'hex')
  where email is not null
$$;

create function public.erase_expired_personal_data(as_of timestamptz default now()) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  enquiry_cutoff timestamptz := as_of - make_interval(months => (
    select value from private.settings where name = 'enquiry_retention_months'));
  resume_cutoff timestamptz := as_of - make_interval(months => (
    select value from private.settings where name = 'resume_retention_months'));
  enquiries integer;
  resumes integer;
  log_entries integer;
begin
  -- A resume's address is that of an enquiry that asked for its review, if one is still held.
  with expired as (
    select resume.id, (
      select lead.email from public.form_submissions lead where lead.resume_id = resume.id limit 1
    ) as email
    from public.resumes resume where resume.created_at < resume_cutoff
  ), erased as (
    delete from public.resumes resume using expired where resume.id = expired.id returning expired.email
  )
  insert into private.processing_log (at, record_kind, action, reason, subject_hash)
    select as_of, 'resume', 'erased', 'retention', private.subject_hash(erased.email) from erased;
  get diagnostics resumes = row_count;

  with erased as (
    delete from public.form_submissions lead where lead.created_at < enquiry_cutoff returning lead.email
  )
  insert into private.processing_log (at, record_kind, action, reason, subject_hash)
    select as_of, 'enquiry', 'erased', 'retention', private.subject_hash(erased.email) from erased;
  get diagnostics enquiries = row_count;

  delete from private.processing_log entry where entry.at < as_of - make_interval(months => 12);
  get diagnostics log_entries = row_count;
  return jsonb_build_object('enquiries', enquiries, 'resumes', resumes, 'logEntriesDropped', log_entries);
end;
$$;
revoke all on function public.erase_expired_personal_data(timestamptz) from public, anon, authenticated;
grant execute on function public.erase_expired_personal_data(timestamptz) to service_role;

-- Production only (where pg_cron exists; the local backend runs its own job): daily at 02:30 UTC.
do $production$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  create extension if not exists pg_cron;
  perform cron.schedule('erase-expired-personal-data', '30 2 * * *',
    $cron$ select public.erase_expired_personal_data() $cron$);
end;
$production$;

-- The firm's mail says whether the visitor agreed to updates and offers: claim_leads returns it.
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
  marketing_consent boolean,
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
    claimed.country_code, claimed.message, claimed.source, claimed.language, claimed.marketing_consent,
    claimed.created_at, claimed.notify_attempts,
    resume.cloudinary_url, resume.original_filename, resume.ats_score
  from claimed left join public.resumes resume on resume.id = claimed.resume_id
$$;
revoke all on function public.claim_leads(integer, integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_leads(integer, integer, integer, uuid) to service_role;
