-- Issue 38, item 4: a visitor sees, stops or erases what the firm holds for their e-mail address by
-- themselves (/your-data and the data-request function). A request asks for a link; the link is mailed
-- only where the firm holds the address; the action happens only when the visitor presses the button on
-- the page the link opens. Only the service role (the function) calls these; the public role nothing.

-- Each request: the link's token only as its SHA-256 (the mail holds the token itself), single-use,
-- expiring after an hour. A request for an address the firm does not hold is kept too, without a token
-- and without the address (its salted hash only), so the limit per target address counts it the same.
create table private.data_requests (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  subject_hash text not null,
  email text,
  request text not null constraint data_request_kind check (request in ('copy', 'stop', 'erase')),
  language text not null default 'en' constraint data_request_language check (language in ('en', 'hi', 'mr')),
  token_hash text unique constraint token_hash_is_sha256 check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz,
  used_at timestamptz,
  constraint a_link_names_its_address check ((token_hash is null) = (email is null))
);
create index data_requests_by_subject on private.data_requests (subject_hash, requested_at);

insert into private.settings (name, value, default_value, meaning) values
  ('data_requests_per_address_per_hour', 10, 10, 'Requests about personal data one client address may send in an hour'),
  ('data_requests_per_network_per_hour', 30, 30, 'Requests about personal data one network may send in an hour'),
  ('data_requests_per_email_per_hour', 3, 3, 'Requests about one e-mail address, from anywhere, in an hour');

-- The processing log records erasures on request as well as by the retention job, and a withdrawal.
alter table private.processing_log drop constraint processing_log_action;
alter table private.processing_log add constraint processing_log_action
  check (action in ('erased', 'contact_withdrawn', 'copy_shown'));

-- Asks for a link. Answers the link's language and the address as stored when the firm holds it (the
-- function mails it), null when it does not: the visitor is told the same words either way. The limits
-- are applied before the answer is known, so a refusal says nothing about the address either.
create function public.request_data_link(
  email text, request text, language text, token_hash text, client_address text
) returns text
language plpgsql security definer set search_path = '' as $$
declare
  subject text := private.subject_hash(email);
  held text;
begin
  if coalesce(btrim(client_address), '') = '' then
    raise exception using errcode = '22023', message = 'client_address_missing';
  end if;
  perform private.note_public_write(
    'data_requests', client_address, 'data_requests_per_address_per_hour', 'data_request_rate_limited'
  );
  if (
    select count(*) from private.data_requests r
    where r.subject_hash = subject and r.requested_at > now() - interval '1 hour'
  ) >= private.setting('data_requests_per_email_per_hour') then
    raise exception using errcode = 'P0001', message = 'data_request_rate_limited',
      detail = 'Too many requests about this address in an hour.';
  end if;
  select lead.email into held from public.form_submissions lead
    where lower(lead.email) = lower(btrim(request_data_link.email))
    order by lead.created_at desc limit 1;
  insert into private.data_requests (subject_hash, email, request, language, token_hash, expires_at)
    values (subject, held, request, language,
      case when held is not null then token_hash end,
      case when held is not null then now() + interval '1 hour' end);
  return held;
end;
$$;

-- Opens a link without using it: what it asks for, or nothing when it is unknown, used or expired.
create function public.data_link_request(token_hash text) returns table (request text, language text)
language sql stable security definer set search_path = '' as $$
  select r.request, r.language from private.data_requests r
  where r.token_hash = data_link_request.token_hash and r.used_at is null and r.expires_at > now()
$$;

-- What the firm holds for an address: its enquiries, and the resumes one of them sent for review.
create function private.held_for(address text) returns jsonb
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
      from public.form_submissions lead where lower(lead.email) = lower(address)), '[]'::jsonb),
    'resumes', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', resume.id, 'created_at', resume.created_at, 'original_filename', resume.original_filename,
        'file_type', resume.file_type, 'ats_score', resume.ats_score, 'cloudinary_url', resume.cloudinary_url
      ) order by resume.created_at)
      from public.resumes resume
      where resume.id in (
        select lead.resume_id from public.form_submissions lead where lower(lead.email) = lower(address)
      )), '[]'::jsonb)
  )
$$;

-- Uses a link, once: carries out what it asked for and answers what the page shows (the rows for a
-- copy; what was done for the others) with the request, or null for a link unknown, used or expired.
create function public.use_data_link(token_hash text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  claimed private.data_requests;
  held jsonb;
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
  if claimed.request = 'copy' then
    insert into private.processing_log (record_kind, action, reason, subject_hash)
      values ('enquiry', 'copy_shown', 'request', claimed.subject_hash);
    return jsonb_build_object('request', 'copy', 'language', claimed.language, 'held', held);
  end if;
  if claimed.request = 'stop' then
    update public.form_submissions lead
      set contact_withdrawn_at = coalesce(lead.contact_withdrawn_at, now()), marketing_consent = false
      where lower(lead.email) = lower(claimed.email);
    get diagnostics enquiries = row_count;
    insert into private.processing_log (record_kind, action, reason, subject_hash)
      values ('enquiry', 'contact_withdrawn', 'request', claimed.subject_hash);
    return jsonb_build_object('request', 'stop', 'language', claimed.language, 'email', claimed.email,
      'leadIds', (select coalesce(jsonb_agg(e -> 'id'), '[]'::jsonb) from jsonb_array_elements(held -> 'enquiries') e));
  end if;
  -- Erase: the resumes first (the enquiries name them), then the enquiries, each logged by kind.
  files := (select coalesce(jsonb_agg(r -> 'cloudinary_url'), '[]'::jsonb) from jsonb_array_elements(held -> 'resumes') r);
  delete from public.resumes resume
    where resume.id in (select (r ->> 'id')::uuid from jsonb_array_elements(held -> 'resumes') r);
  get diagnostics resumes = row_count;
  delete from public.form_submissions lead where lower(lead.email) = lower(claimed.email);
  get diagnostics enquiries = row_count;
  insert into private.processing_log (record_kind, action, reason, subject_hash)
    select 'resume', 'erased', 'request', claimed.subject_hash from generate_series(1, resumes)
    union all
    select 'enquiry', 'erased', 'request', claimed.subject_hash from generate_series(1, enquiries);
  -- The address itself goes too: only its hash stays, for the limit and the log.
  update private.data_requests r set email = null, token_hash = null
    where r.subject_hash = claimed.subject_hash;
  return jsonb_build_object('request', 'erase', 'language', claimed.language,
    'enquiries', enquiries, 'resumes', resumes, 'files', files,
    'leadIds', (select coalesce(jsonb_agg(e -> 'id'), '[]'::jsonb) from jsonb_array_elements(held -> 'enquiries') e));
end;
$$;

-- A request is kept a day (its link works for an hour; the limit counts an hour), then forgotten with
-- the address it held: daily, beside the retention job (pg_cron in production, the local backend's job).
create function public.forget_old_data_requests(as_of timestamptz default now()) returns integer
language sql security definer set search_path = '' as $$
  with gone as (
    delete from private.data_requests r where r.requested_at < as_of - interval '1 day' returning 1
  )
  select count(*)::integer from gone
$$;

do $production$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  perform cron.schedule('forget-old-data-requests', '45 2 * * *',
    $cron$ select public.forget_old_data_requests() $cron$);
end;
$production$;

revoke all on function public.forget_old_data_requests(timestamptz) from public, anon, authenticated;
grant execute on function public.forget_old_data_requests(timestamptz) to service_role;
revoke all on function public.request_data_link(text, text, text, text, text) from public, anon, authenticated;
revoke all on function public.data_link_request(text) from public, anon, authenticated;
revoke all on function public.use_data_link(text) from public, anon, authenticated;
grant execute on function public.request_data_link(text, text, text, text, text) to service_role;
grant execute on function public.data_link_request(text) to service_role;
grant execute on function public.use_data_link(text) to service_role;
