-- Every lead reaches a consultant within a minute (issue 37): each stored enquiry is mailed to the firm
-- once, through an outbox on the row itself. A notifier claims a lead (a lease that expires, so a crash
-- between claim and send is recovered), sends it, and marks it notified, or notes the error and when to
-- try again. Sending starts when the row is stored (production: an AFTER INSERT trigger calling the
-- notify-lead function through pg_net; locally the embedded backend's notifier), and a sweep every
-- minute sends whatever is still waiting. Rows marked for review during a burst are summed up in one
-- mail per window instead. The public role is granted its columns one by one, and none of these.

alter table public.form_submissions
  add column source text
    constraint source_known check (source in ('home', 'contact', 'review')),
  add column notified_at timestamptz,
  add column notify_attempts integer not null default 0,
  add column notify_error text,
  add column notify_lease_until timestamptz,
  add column notify_after timestamptz not null default now();

-- Where the enquiry was sent from is the visitor's to say (the form names itself).
grant insert (source) on table public.form_submissions to anon;

-- Leads stored before this migration are already in the firm's hands: none is mailed now.
update public.form_submissions set notified_at = created_at;

create index form_submissions_waiting on public.form_submissions (notify_after) where notified_at is null;

-- Claims up to max_leads leads for lease_seconds and returns what their mails say. With lead_id, that
-- lead only, at once (the insert's own call); without, the sweep's: leads waiting older_than_seconds
-- (two minutes) or more whose back-off has passed. A lead already leased, notified or marked for review
-- is never claimed.
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
    claimed.country_code, claimed.message, claimed.source, claimed.created_at, claimed.notify_attempts,
    resume.cloudinary_url, resume.original_filename, resume.ats_score
  from claimed left join public.resumes resume on resume.id = claimed.resume_id
$$;

-- The lead's mail went out.
create function public.lead_notified(lead_id uuid) returns void
language sql security definer set search_path = '' as $$
  update public.form_submissions
  set notified_at = now(), notify_lease_until = null, notify_error = null
  where id = lead_id
$$;

-- The lead's mail did not go out: the error is kept, and the next try waits retry_seconds.
create function public.lead_not_notified(lead_id uuid, error text, retry_seconds integer) returns void
language sql security definer set search_path = '' as $$
  update public.form_submissions
  set notify_attempts = notify_attempts + 1,
    notify_error = left(error, 500),
    notify_lease_until = null,
    notify_after = now() + make_interval(secs => retry_seconds)
  where id = lead_id and notified_at is null
$$;

-- The summary of rows marked for review: one per window at most.
create table private.review_summaries (sent_at timestamptz primary key default now(), rows_covered integer not null);

-- How many marked rows wait for a summary, and up to when, if the window since the last one has passed.
create function public.review_summary_due(window_seconds integer)
returns table (waiting bigint, up_to timestamptz)
language sql stable security definer set search_path = '' as $$
  select count(*), max(created_at)
  from public.form_submissions
  where needs_review and notified_at is null
    and not exists (
      select 1 from private.review_summaries
      where sent_at > now() - make_interval(secs => window_seconds)
    )
  having count(*) > 0
$$;

-- The summary went out: the rows it counted are notified.
create function public.review_summary_sent(up_to timestamptz) returns void
language plpgsql security definer set search_path = '' as $$
declare
  covered integer;
begin
  update public.form_submissions set notified_at = now()
  where needs_review and notified_at is null and created_at <= up_to;
  get diagnostics covered = row_count;
  insert into private.review_summaries (rows_covered) values (covered);
end;
$$;

revoke all on function public.claim_leads(integer, integer, integer, uuid) from public, anon, authenticated;
revoke all on function public.lead_notified(uuid) from public, anon, authenticated;
revoke all on function public.lead_not_notified(uuid, text, integer) from public, anon, authenticated;
revoke all on function public.review_summary_due(integer) from public, anon, authenticated;
revoke all on function public.review_summary_sent(timestamptz) from public, anon, authenticated;
grant execute on function public.claim_leads(integer, integer, integer, uuid) to service_role;
grant execute on function public.lead_notified(uuid) to service_role;
grant execute on function public.lead_not_notified(uuid, text, integer) to service_role;
grant execute on function public.review_summary_due(integer) to service_role;
grant execute on function public.review_summary_sent(timestamptz) to service_role;

-- Production only (Supabase, where pg_net, pg_cron and Vault exist; the local backend has its own
-- notifier): each insert calls notify-lead at once, and a sweep calls it every minute. The function's
-- URL and secret come from Vault (README, "Backend"): vault.create_secret('<project URL>/functions/v1/
-- notify-lead', 'notify_lead_url') and vault.create_secret('<secret>', 'notify_lead_secret').
do $production$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_net')
     or not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  create extension if not exists pg_net;
  create extension if not exists pg_cron;

  create function private.call_notify_lead(body jsonb) returns void
  language plpgsql security definer set search_path = '' as $body$
  declare
    url text := (select decrypted_secret from vault.decrypted_secrets where name = 'notify_lead_url');
    secret text := (select decrypted_secret from vault.decrypted_secrets where name = 'notify_lead_secret');
  begin
    if url is null or secret is null then
      return;
    end if;
    perform net.http_post(
      url := url,
      body := body,
      headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret)
    );
  end;
  $body$;

  create function private.notify_lead_stored() returns trigger
  language plpgsql security definer set search_path = '' as $body$
  begin
    if not new.needs_review then
      perform private.call_notify_lead(jsonb_build_object('lead', new.id));
    end if;
    return null;
  end;
  $body$;

  create trigger notify_lead_stored after insert on public.form_submissions
    for each row execute function private.notify_lead_stored();

  perform cron.schedule('notify-lead-sweep', '* * * * *', $cron$ select private.call_notify_lead('{"sweep": true}'::jsonb) $cron$);
end;
$production$;

-- The no-JavaScript path names its form too.
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
    (full_name, mobile_number, email, immigration_type, country_code, message, source)
  values (
    enquiry ->> 'full_name',
    enquiry ->> 'mobile_number',
    enquiry ->> 'email',
    enquiry ->> 'immigration_type',
    enquiry ->> 'country_code',
    enquiry ->> 'message',
    enquiry ->> 'source'
  )
  returning id into stored;
  perform set_config('private.public_write', 'off', true);
  return stored;
end;
$$;
revoke all on function public.enquiry_from_form(jsonb, text) from public, anon, authenticated;
grant execute on function public.enquiry_from_form(jsonb, text) to service_role;
