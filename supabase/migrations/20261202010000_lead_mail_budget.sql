-- Issue 62: every genuine lead reaches a consultant promptly, and a flood cannot fill the firm's inbox.
--
-- Rows marked for review (sent without a write pass past the limits: the plain form, or a page on a
-- busy network) were never mailed one by one, only counted in a ten-minute summary, so a genuine visitor
-- on a flooded network was a number; while each row with a pass was mailed with no cap at all. Now every
-- row, marked or not, is mailed on its own within a minute while the hour's budget of individual mails
-- lasts (lead_mails_per_hour, counted over all rows), a marked one flagged as such; past it, rows wait
-- for the ten-minute summary, which lists each by name and number (up to 500 a summary, rows with a pass
-- first; the rest go in the next). Both go through the rows' own outbox (migration lead_notifications).

insert into private.settings (name, value, default_value, meaning) values
  ('lead_mails_per_hour', 30, 30,
   'Leads mailed to the firm one by one in an hour, all rows together; past it they are listed in the ten-minute summary');

-- Whether the row reached the firm in a summary rather than a mail of its own.
alter table public.form_submissions add column notified_in_summary boolean not null default false;
create index form_submissions_mailed_alone on public.form_submissions (notified_at)
  where not notified_in_summary;

-- How many individual mails the hour's budget has left: those sent in the last hour and those claimed
-- now count.
create function private.lead_mails_left() returns integer
language sql stable security definer set search_path = '' as $$
  select greatest(0, private.setting('lead_mails_per_hour') - (
    select count(*)::integer from public.form_submissions lead
    where not lead.notified_in_summary
      and (lead.notified_at > now() - interval '1 hour'
        or (lead.notified_at is null and lead.notify_lease_until > now()))
  ))
$$;

-- As before (migrations lead_notifications, personal_data), but marked rows are claimed too (and say
-- so), rows with a pass first, and no more than the hour's budget of individual mails has left.
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
  needs_review boolean,
  created_at timestamptz,
  notify_attempts integer,
  resume_url text,
  resume_filename text,
  resume_score integer
)
language plpgsql volatile security definer set search_path = '' as $$
begin
  -- Two notifiers claiming at once take the budget one after the other.
  perform pg_advisory_xact_lock(hashtext('claim_leads'), 0);
  return query
  with claimed as (
    update public.form_submissions lead
    set notify_lease_until = now() + make_interval(secs => lease_seconds)
    where lead.id in (
      select waiting.id from public.form_submissions waiting
      where waiting.notified_at is null
        and (waiting.notify_lease_until is null or waiting.notify_lease_until < now())
        and case
          when claim_leads.lead_id is null then
            waiting.created_at <= now() - make_interval(secs => older_than_seconds)
            and waiting.notify_after <= now()
          else waiting.id = claim_leads.lead_id
        end
      order by waiting.needs_review, waiting.created_at
      limit least(max_leads, private.lead_mails_left())
      for update skip locked
    )
    returning lead.*
  )
  select claimed.id, claimed.full_name, claimed.mobile_number, claimed.email, claimed.immigration_type,
    claimed.country_code, claimed.message, claimed.source, claimed.language, claimed.marketing_consent,
    claimed.needs_review, claimed.created_at, claimed.notify_attempts,
    resume.cloudinary_url, resume.original_filename, resume.ats_score
  from claimed left join public.resumes resume on resume.id = claimed.resume_id;
end;
$$;

-- The leads for the summary, once the window since the last one has passed and the hour's budget of
-- individual mails is spent: those waiting older_than_seconds (a minute: the individual path had its
-- chance) and not claimed, up to max_leads, rows with a pass first; `waiting` counts them all.
drop function public.review_summary_due(integer);
create function public.review_summary_due(window_seconds integer, older_than_seconds integer, max_leads integer)
returns table (
  id uuid,
  full_name text,
  country_code text,
  mobile_number text,
  email text,
  immigration_type text,
  needs_review boolean,
  created_at timestamptz,
  waiting bigint
)
language sql stable security definer set search_path = '' as $$
  select lead.id, lead.full_name, lead.country_code, lead.mobile_number, lead.email,
    lead.immigration_type, lead.needs_review, lead.created_at, count(*) over ()
  from public.form_submissions lead
  where lead.notified_at is null
    and (lead.notify_lease_until is null or lead.notify_lease_until < now())
    and lead.created_at <= now() - make_interval(secs => older_than_seconds)
    and private.lead_mails_left() = 0
    and not exists (
      select 1 from private.review_summaries
      where sent_at > now() - make_interval(secs => window_seconds)
    )
  order by lead.needs_review, lead.created_at
  limit max_leads
$$;

-- The summary went out: the leads it listed are notified.
drop function public.review_summary_sent(timestamptz);
-- The ids as a JSON array, which PostgREST and the local backend both hand over as they are.
create function public.review_summary_sent(lead_ids jsonb) returns void
language plpgsql security definer set search_path = '' as $$
declare
  covered integer;
begin
  update public.form_submissions set notified_at = now(), notified_in_summary = true, notify_lease_until = null
  where id in (select listed::uuid from jsonb_array_elements_text(lead_ids) listed) and notified_at is null;
  get diagnostics covered = row_count;
  insert into private.review_summaries (rows_covered) values (covered);
end;
$$;

revoke all on function private.lead_mails_left() from public, anon, authenticated;
revoke all on function public.claim_leads(integer, integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_leads(integer, integer, integer, uuid) to service_role;
revoke all on function public.review_summary_due(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.review_summary_due(integer, integer, integer) to service_role;
revoke all on function public.review_summary_sent(jsonb) from public, anon, authenticated;
grant execute on function public.review_summary_sent(jsonb) to service_role;

-- Production (where migration lead_notifications made the trigger): every stored row starts its send.
do $production$
begin
  if not exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'private' and p.proname = 'notify_lead_stored'
  ) then
    return;
  end if;
  create or replace function private.notify_lead_stored() returns trigger
  language plpgsql security definer set search_path = '' as $body$
  begin
    perform private.call_notify_lead(jsonb_build_object('lead', new.id));
    return null;
  end;
  $body$;
end;
$production$;
