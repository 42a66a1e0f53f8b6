-- Issue 51, items 1, 4 and 5: nobody can keep a visitor from their own data, every mail about it goes
-- through an outbox, and an e-mail address has one spelling.
--
-- Item 5. An address is stored and compared in one spelling (supabase/functions/_shared/email-address.ts):
-- NFKC, ASCII before the @, the domain in its ASCII form, no capitals. The pattern below is text-classes.ts
-- emailNormalForm, which tests/unit/email-address.test.ts holds this file to.
--
-- Item 1. A request on /your-data is never refused: not for the requests others made about the address
-- (the old three an hour let three strangers lock its owner out), nor for those from the visitor's
-- connection or network (a carrier's NAT puts thousands behind one). The answer is the same page whatever
-- happens, and the only thing a request can cause, a link in a mail to an address the firm holds, is
-- bounded by the mail itself: one link per address and request (copy, stop, erase) while it is unused and
-- working, so a mailbox gets at most three links an hour from others, and its owner always has a working
-- link for what they asked. A request about an address the firm does not hold is not kept at all.
--
-- Item 4. The link to the visitor and the firm's notice of a stop or an erasure are rows of
-- private.data_mails, stored in the same transaction as the request or the act, and sent once by a
-- sender holding a lease (as migration lead_notifications does for leads), retried with back-off. The
-- link's token is made by the sender when it sends: the database holds its SHA-256 from then on, never
-- the token, so the database alone never holds a usable link.

-- Item 5: the enquiries. Rows stored before take the one spelling where NFKC and lower case give it; any
-- other (a local part in another script, a domain not in its ASCII form, which SQL cannot write) keeps its
-- spelling. The constraint holds every row stored or changed from now on.
do $spelling$
declare
  lead record;
begin
  for lead in
    select id, lower(normalize(email, NFKC)) as spelling from public.form_submissions
    where email <> lower(normalize(email, NFKC))
      and lower(normalize(email, NFKC)) ~ '^[\u0021-\u003f\u005b-\u007e]+@[\u0030-\u0039\u0061-\u007a\u002d]+(\.[\u0030-\u0039\u0061-\u007a\u002d]+)+$'
  loop
    begin
      update public.form_submissions set email = lead.spelling where id = lead.id;
    exception when check_violation then
      null;
    end;
  end loop;
end;
$spelling$;

alter table public.form_submissions
  add constraint email_one_spelling
    check (email ~ '^[\u0021-\u003f\u005b-\u007e]+@[\u0030-\u0039\u0061-\u007a\u002d]+(\.[\u0030-\u0039\u0061-\u007a\u002d]+)+$') not valid;

-- A request finds the enquiries for its address by the address itself.
create index form_submissions_by_email on public.form_submissions (email);

-- Items 1 and 4: a request is kept only as a link to mail; requests about addresses the firm does not
-- hold, and those whose address was erased, are gone.
delete from private.data_requests where email is null;
alter table private.data_requests
  drop constraint a_link_names_its_address,
  alter column email set not null,
  add constraint email_one_spelling
    check (email ~ '^[\u0021-\u003f\u005b-\u007e]+@[\u0030-\u0039\u0061-\u007a\u002d]+(\.[\u0030-\u0039\u0061-\u007a\u002d]+)+$') not valid,
  -- A token's hash is set when its mail is sent, and the hour runs from then.
  add constraint a_sent_link_expires check ((token_hash is null) = (expires_at is null));
create index data_requests_by_address on private.data_requests (email, request) where used_at is null;

delete from private.settings where name in (
  'data_requests_per_address_per_hour', 'data_requests_per_network_per_hour', 'data_requests_per_email_per_hour'
);

-- The outbox: a link to the visitor (its request row names the address), or the firm's notice of a stop
-- (with the address, which the firm needs to honour it, cleared once sent) or an erasure (lead ids only).
create table private.data_mails (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  kind text not null constraint data_mail_kind check (kind in ('link', 'stop', 'erase')),
  link_id bigint references private.data_requests (id) on delete cascade,
  email text,
  lead_ids jsonb,
  resumes integer,
  sent_at timestamptz,
  attempts integer not null default 0,
  error text,
  lease_until timestamptz,
  send_after timestamptz not null default now(),
  constraint a_link_mail_names_its_link check ((kind = 'link') = (link_id is not null))
);
create index data_mails_waiting on private.data_mails (send_after) where sent_at is null;

-- Asks for a link: true when one now waits to be mailed. None when the firm does not hold the address, or
-- when a link for the same request is on its way to it or still works (unused and within its hour): the
-- mailbox has it. Either way the visitor sees the same page. Requests about one address are taken one at
-- a time, so a burst of them still makes one link.
drop function public.request_data_link(text, text, text, text, text);
create function public.request_data_link(email text, request text, language text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  address text := request_data_link.email;
  link bigint;
begin
  if address !~ '^[\u0021-\u003f\u005b-\u007e]+@[\u0030-\u0039\u0061-\u007a\u002d]+(\.[\u0030-\u0039\u0061-\u007a\u002d]+)+$' then
    raise exception using errcode = '22023', message = 'email_not_in_its_one_spelling';
  end if;
  perform pg_advisory_xact_lock(hashtextextended(address, 51));
  -- Every request commits a write, as one that stores a link does, so the answer's timing does not tell
  -- whether the firm holds the address (nothing limits how often a stranger may ask).
  perform pg_current_xact_id();
  if not exists (select 1 from public.form_submissions lead where lead.email = address)
    or exists (
      select 1 from private.data_requests live
      where live.email = address and live.request = request_data_link.request and live.used_at is null
        and (live.expires_at is null or live.expires_at > now())
    ) then
    return false;
  end if;
  insert into private.data_requests (subject_hash, email, request, language)
    values (private.subject_hash(address), address, request, language)
    returning id into link;
  insert into private.data_mails (kind, link_id) values ('link', link);
  return true;
end;
$$;

-- What the firm holds for an address, found by its one spelling.
create or replace function private.held_for(address text) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'enquiries', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', lead.id, 'created_at', lead.created_at, 'full_name', lead.full_name, 'email', lead.email,
        'country_code', lead.country_code, 'mobile_number', lead.mobile_number,
        'immigration_type', lead.immigration_type, 'message', lead.message, 'source', lead.source,
        'language', lead.language, 'marketing_consent', lead.marketing_consent,
        'consent_version', lead.consent_version, 'consented_at', lead.consented_at,
        'contact_withdrawn_at', lead.contact_withdrawn_at, 'notified_at', lead.notified_at
      ) order by lead.created_at)
      from public.form_submissions lead where lead.email = address), '[]'::jsonb),
    'resumes', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', resume.id, 'created_at', resume.created_at, 'original_filename', resume.original_filename,
        'file_type', resume.file_type, 'ats_score', resume.ats_score, 'cloudinary_url', resume.cloudinary_url
      ) order by resume.created_at)
      from public.resumes resume
      where resume.id in (select lead.resume_id from public.form_submissions lead where lead.email = address)
    ), '[]'::jsonb)
  )
$$;

-- Uses a link, once, as before; a stop or an erasure now stores the firm's notice with the act itself.
create or replace function public.use_data_link(token_hash text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  claimed private.data_requests;
  held jsonb;
  lead_ids jsonb;
  files jsonb;
  enquiries integer;
  resumes integer;
begin
  update private.data_requests r set used_at = now()
    where r.token_hash = use_data_link.token_hash and r.used_at is null and r.expires_at > now()
    returning r.* into claimed;
  if claimed.id is null then
    return null;
  end if;
  held := private.held_for(claimed.email);
  lead_ids := (select coalesce(jsonb_agg(e -> 'id'), '[]'::jsonb) from jsonb_array_elements(held -> 'enquiries') e);
  if claimed.request = 'copy' then
    insert into private.processing_log (record_kind, action, reason, subject_hash)
      values ('enquiry', 'copy_shown', 'request', claimed.subject_hash);
    return jsonb_build_object('request', 'copy', 'language', claimed.language, 'held', held);
  end if;
  if claimed.request = 'stop' then
    update public.form_submissions lead
      set contact_withdrawn_at = coalesce(lead.contact_withdrawn_at, now()), marketing_consent = false
      where lead.email = claimed.email;
    insert into private.processing_log (record_kind, action, reason, subject_hash)
      values ('enquiry', 'contact_withdrawn', 'request', claimed.subject_hash);
    insert into private.data_mails (kind, email, lead_ids) values ('stop', claimed.email, lead_ids);
    return jsonb_build_object('request', 'stop', 'language', claimed.language, 'leadIds', lead_ids);
  end if;
  -- Erase: the resumes first (the enquiries name them), then the enquiries, each logged by kind.
  files := (select coalesce(jsonb_agg(r -> 'cloudinary_url'), '[]'::jsonb) from jsonb_array_elements(held -> 'resumes') r);
  delete from public.resumes resume
    where resume.id in (select (r ->> 'id')::uuid from jsonb_array_elements(held -> 'resumes') r);
  get diagnostics resumes = row_count;
  delete from public.form_submissions lead where lead.email = claimed.email;
  get diagnostics enquiries = row_count;
  insert into private.processing_log (record_kind, action, reason, subject_hash)
    select 'resume', 'erased', 'request', claimed.subject_hash from generate_series(1, resumes)
    union all
    select 'enquiry', 'erased', 'request', claimed.subject_hash from generate_series(1, enquiries);
  insert into private.data_mails (kind, lead_ids, resumes) values ('erase', lead_ids, resumes);
  -- The address itself goes too, with every request about it and any link still waiting for it.
  delete from private.data_requests r where r.email = claimed.email;
  return jsonb_build_object('request', 'erase', 'language', claimed.language,
    'enquiries', enquiries, 'resumes', resumes, 'files', files, 'leadIds', lead_ids);
end;
$$;

-- Claims up to max_mails mails for lease_seconds: those waiting older_than_seconds or more (0 for the call
-- after a request, two minutes for the sweep) whose back-off has passed. A mail leased or sent is never
-- claimed, nor a link already used.
create function public.claim_data_mails(max_mails integer, lease_seconds integer, older_than_seconds integer)
returns table (
  id bigint,
  kind text,
  created_at timestamptz,
  attempts integer,
  email text,
  request text,
  language text,
  lead_ids jsonb,
  resumes integer
)
language sql volatile security definer set search_path = '' as $$
  with claimed as (
    update private.data_mails mail
    set lease_until = now() + make_interval(secs => lease_seconds)
    where mail.id in (
      select waiting.id from private.data_mails waiting
      left join private.data_requests link on link.id = waiting.link_id
      where waiting.sent_at is null
        and (waiting.lease_until is null or waiting.lease_until < now())
        and waiting.created_at <= now() - make_interval(secs => older_than_seconds)
        and waiting.send_after <= now()
        and (waiting.kind <> 'link' or link.used_at is null)
      order by waiting.created_at
      limit max_mails
      for update of waiting skip locked
    )
    returning mail.*
  )
  select claimed.id, claimed.kind, claimed.created_at, claimed.attempts, coalesce(link.email, claimed.email),
    link.request, link.language, claimed.lead_ids, claimed.resumes
  from claimed left join private.data_requests link on link.id = claimed.link_id
$$;

-- A claimed link's mail is about to go: its token's hash, the hour from now. Answers the link's expiry, or
-- null when the mail is no longer the caller's (its lease ran out) or its link no longer waits.
create function public.arm_data_link(mail_id bigint, token_hash text) returns timestamptz
language sql volatile security definer set search_path = '' as $$
  update private.data_requests link
  set token_hash = arm_data_link.token_hash, expires_at = now() + interval '1 hour'
  from private.data_mails mail
  where mail.id = arm_data_link.mail_id and mail.kind = 'link' and link.id = mail.link_id
    and mail.sent_at is null and mail.lease_until > now() and link.used_at is null
  returning link.expires_at
$$;

-- The mail went out: a stop notice forgets the address it carried.
create function public.data_mail_sent(mail_id bigint) returns void
language sql security definer set search_path = '' as $$
  update private.data_mails
  set sent_at = now(), lease_until = null, error = null, email = null
  where id = mail_id
$$;

-- The mail did not go out: the error is kept, the next try waits retry_seconds, and a link's token (which
-- reached nobody) no longer works; the next try makes a new one.
create function public.data_mail_not_sent(mail_id bigint, error text, retry_seconds integer) returns void
language sql security definer set search_path = '' as $$
  update private.data_requests link set token_hash = null, expires_at = null
    from private.data_mails mail
    where mail.id = mail_id and mail.sent_at is null and link.id = mail.link_id and link.used_at is null;
  update private.data_mails
  set attempts = attempts + 1,
    error = left(data_mail_not_sent.error, 500),
    lease_until = null,
    send_after = now() + make_interval(secs => retry_seconds)
  where id = mail_id and sent_at is null;
$$;

-- A request is forgotten a day after it was made, with any link mail still waiting for it; a notice a day
-- after it was sent (one not yet sent is kept until it is). Answers the requests forgotten.
create or replace function public.forget_old_data_requests(as_of timestamptz default now()) returns integer
language sql security definer set search_path = '' as $$
  with told as (
    delete from private.data_mails mail
    where mail.kind <> 'link' and mail.sent_at < as_of - interval '1 day'
  ),
  gone as (
    delete from private.data_requests r where r.requested_at < as_of - interval '1 day' returning 1
  )
  select count(*)::integer from gone
$$;

revoke all on function public.request_data_link(text, text, text) from public, anon, authenticated;
revoke all on function public.claim_data_mails(integer, integer, integer) from public, anon, authenticated;
revoke all on function public.arm_data_link(bigint, text) from public, anon, authenticated;
revoke all on function public.data_mail_sent(bigint) from public, anon, authenticated;
revoke all on function public.data_mail_not_sent(bigint, text, integer) from public, anon, authenticated;
grant execute on function public.request_data_link(text, text, text) to service_role;
grant execute on function public.claim_data_mails(integer, integer, integer) to service_role;
grant execute on function public.arm_data_link(bigint, text) to service_role;
grant execute on function public.data_mail_sent(bigint) to service_role;
grant execute on function public.data_mail_not_sent(bigint, text, integer) to service_role;

-- Production (where migration lead_notifications made private.call_notify_lead, with pg_net): each stored
-- mail calls notify-lead at once ({"dataMails": true}), and its minute's sweep sends what is still waiting.
do $production$
begin
  if to_regprocedure('private.call_notify_lead(jsonb)') is null then
    return;
  end if;
  create function private.data_mail_stored() returns trigger
  language plpgsql security definer set search_path = '' as $body$
  begin
    perform private.call_notify_lead(jsonb_build_object('dataMails', true));
    return null;
  end;
  $body$;
  create trigger data_mail_stored after insert on private.data_mails
    for each statement execute function private.data_mail_stored();
end;
$production$;
