-- Issue 65: e-mail alerts for new Express Entry rounds. A visitor subscribes on /express-entry-draws or
-- under the CRS calculator's result; nothing is sent but one confirmation until they open its single-use
-- link; an unconfirmed subscription is deleted after 48 hours. A job (the round-alerts function, every 15
-- minutes by pg_cron) records the rounds it reads in IRCC's feed and queues one alert per pass for each
-- confirmed subscriber whose choice a new round matches; every mail goes through an outbox with a lease and
-- retries, as lead mails do (migration lead_notifications). Each alert carries the subscription's stop
-- token, which can do one thing: end the subscription. Only the service role calls any of this.

-- One subscription per address, in its one spelling (_shared/email-address.ts). `choice` is what the
-- visitor confirmed (null until then); `wanted` a choice waiting for its confirmation (a new subscription,
-- or a confirmed subscriber's new choice). Each is {language, kind, types, score, answers}, checked by the
-- function (_shared/round-alerts.ts), which alone reads it. The stop token is kept whole, because every
-- alert must carry it; it can stop this subscription and nothing else.
create table private.alert_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    constraint email_one_spelling
    check (email ~ '^[\u0021-\u003f\u005b-\u007e]+@[\u0030-\u0039\u0061-\u007a\u002d]+(\.[\u0030-\u0039\u0061-\u007a\u002d]+)+$'),
  created_at timestamptz not null default now(),
  choice jsonb constraint a_choice_is_small check (choice is null or (jsonb_typeof(choice) = 'object' and octet_length(choice::text) < 2000)),
  confirmed_at timestamptz,
  wanted jsonb constraint a_wish_is_small check (wanted is null or (jsonb_typeof(wanted) = 'object' and octet_length(wanted::text) < 2000)),
  wanted_at timestamptz,
  -- The confirmation link: only its SHA-256, set by the sender as it sends (as for /your-data's links).
  confirm_token_hash text unique constraint confirm_token_is_sha256 check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  -- The last confirmation mail stored for this address: one a day at most, whoever asks.
  confirmation_stored_at timestamptz,
  stop_token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  constraint confirmed_with_a_choice check ((choice is null) = (confirmed_at is null))
);

-- Every round the job has read, in the site's shape (lib/draws/rounds.ts readRounds); `alerted_at` once
-- its alerts are queued (or it was there before any subscriber could want it).
create table private.rounds_seen (
  number integer primary key,
  round jsonb not null,
  seen_at timestamptz not null default now(),
  alerted_at timestamptz
);

-- The outbox: a confirmation (to a subscription's `wanted`) or an alert (the rounds of one pass).
create table private.alert_mails (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  kind text not null constraint alert_mail_kind check (kind in ('confirm', 'alert')),
  subscription_id uuid not null references private.alert_subscriptions (id) on delete cascade,
  rounds integer[],
  sent_at timestamptz,
  attempts integer not null default 0,
  error text,
  lease_until timestamptz,
  send_after timestamptz not null default now(),
  constraint an_alert_names_its_rounds check ((kind = 'alert') = (rounds is not null))
);
create index alert_mails_waiting on private.alert_mails (send_after) where sent_at is null;

-- The firm's switch: while paused, the job records rounds but queues no alert, and no alert waiting is
-- sent (confirmations still are). `update private.round_alert_settings set paused = true;`
create table private.round_alert_settings (
  only_row boolean primary key default true check (only_row),
  paused boolean not null default false
);
insert into private.round_alert_settings default values;

-- Subscriptions that arrive without the page's write pass are counted like enquiries (migration
-- stateless_challenges): past these, such a subscription is refused (the page's script, which always
-- carries a pass, never is).
insert into private.settings (name, value, default_value, meaning) values
  ('subscriptions_per_address_per_hour', 5, 5, 'Round alert subscriptions without a write pass one client address may send in an hour'),
  ('subscriptions_per_network_per_hour', 20, 20, 'Round alert subscriptions without a write pass one network may send in an hour');

-- Takes a subscription: answers true when a confirmation mail now waits to go. The same answer page
-- follows either way. A mailbox gets at most one confirmation a day, however many ask for it; a request
-- about an address is taken one at a time. Raises subscription_rate_limited past the limits above for a
-- subscription without a pass.
create function public.subscribe_to_rounds(email text, wanted jsonb, client_address text, write_pass text)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  address text := subscribe_to_rounds.email;
  with_pass boolean := false;
  held private.alert_subscriptions;
begin
  if address !~ '^[\u0021-\u003f\u005b-\u007e]+@[\u0030-\u0039\u0061-\u007a\u002d]+(\.[\u0030-\u0039\u0061-\u007a\u002d]+)+$' then
    raise exception using errcode = '22023', message = 'email_not_in_its_one_spelling';
  end if;
  if subscribe_to_rounds.write_pass ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    update private.write_passes p set spent_at = now()
      where p.pass = subscribe_to_rounds.write_pass::uuid and p.expires_at >= now() and p.spent_at is null
        and p.claimed_at is null
      returning true into with_pass;
  end if;
  if private.note_visitor_write('alert_subscriptions', coalesce(nullif(btrim(client_address), ''), 'unknown'),
    'subscriptions', 'subscription_rate_limited', coalesce(with_pass, false), false) then
    raise exception using errcode = 'P0001', message = 'subscription_rate_limited',
      detail = 'Many subscriptions without a write pass from this connection or network in the last hour.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended(address, 65));
  select * into held from private.alert_subscriptions s where s.email = address;
  if held.id is null then
    insert into private.alert_subscriptions (email, wanted, wanted_at, confirmation_stored_at)
      values (address, subscribe_to_rounds.wanted, now(), now())
      returning * into held;
    insert into private.alert_mails (kind, subscription_id) values ('confirm', held.id);
    return true;
  end if;
  if held.confirmation_stored_at > now() - interval '1 day' then
    -- Its mailbox has had its confirmation today: the choice waiting there stays as it was.
    return false;
  end if;
  update private.alert_subscriptions s
    set wanted = subscribe_to_rounds.wanted, wanted_at = now(), confirmation_stored_at = now(),
      confirm_token_hash = null
    where s.id = held.id;
  insert into private.alert_mails (kind, subscription_id) values ('confirm', held.id);
  return true;
end;
$$;

-- Opens a confirmation link without using it: its language, or nothing when it no longer works.
create function public.round_alert_link(token_hash text) returns text
language sql stable security definer set search_path = '' as $$
  select s.wanted ->> 'language' from private.alert_subscriptions s
  where s.confirm_token_hash = round_alert_link.token_hash and s.wanted is not null
    and s.wanted_at > now() - interval '48 hours'
$$;

-- Uses a confirmation link, once: the choice waiting becomes the subscription's. Answers the choice, or
-- null for a link unknown, used or older than 48 hours.
create function public.confirm_round_alerts(token_hash text) returns jsonb
language sql volatile security definer set search_path = '' as $$
  update private.alert_subscriptions s
  set choice = s.wanted, confirmed_at = now(), wanted = null, wanted_at = null, confirm_token_hash = null
  where s.confirm_token_hash = confirm_round_alerts.token_hash and s.wanted is not null
    and s.wanted_at > now() - interval '48 hours'
  returning s.choice
$$;

-- Stops a subscription by its stop token: the row goes, with any mail still waiting for it. Answers the
-- language it was in, or null for a token that stops nothing (already stopped).
create function public.stop_round_alerts(stop_token text) returns text
language sql volatile security definer set search_path = '' as $$
  delete from private.alert_subscriptions s where s.stop_token = stop_round_alerts.stop_token
  returning coalesce(s.choice, s.wanted) ->> 'language'
$$;

-- Unconfirmed subscriptions go after 48 hours, and a confirmed subscriber's unconfirmed new choice with
-- them. Answers the subscriptions deleted. The job calls it on every pass.
create function public.forget_unconfirmed_alerts(as_of timestamptz default now()) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  gone integer;
begin
  delete from private.alert_subscriptions s
    where s.confirmed_at is null and s.created_at < as_of - interval '48 hours';
  get diagnostics gone = row_count;
  update private.alert_subscriptions s set wanted = null, wanted_at = null, confirm_token_hash = null
    where s.wanted is not null and s.wanted_at < as_of - interval '48 hours';
  return gone;
end;
$$;

-- A pass of the job, first step: records the feed's rounds (the site's shape, with `number`). A feed that
-- lacks a round already recorded has shrunk: it is refused (feed_shrank) and nothing changes. The first
-- pass on an empty table records the history without alerting anyone. Answers the rounds not yet alerted
-- (new now, or left by a pass that died), the confirmed subscriptions, and whether alerts are paused.
create function public.record_rounds(rounds jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  first_pass boolean;
  missing integer[];
begin
  if jsonb_typeof(rounds) <> 'array' or jsonb_array_length(rounds) = 0 then
    raise exception using errcode = '22023', message = 'feed_empty';
  end if;
  perform pg_advisory_xact_lock(hashtext('record_rounds'));
  select array_agg(seen.number order by seen.number) into missing from private.rounds_seen seen
    where seen.number not in (select (r ->> 'number')::integer from jsonb_array_elements(rounds) r);
  if missing is not null then
    raise exception using errcode = 'P0001', message = 'feed_shrank',
      detail = format('The feed lacks %s round(s) already recorded: %s', cardinality(missing), array_to_string(missing[1:5], ', '));
  end if;
  first_pass := not exists (select 1 from private.rounds_seen);
  insert into private.rounds_seen (number, round, alerted_at)
    select (r ->> 'number')::integer, r, case when first_pass then now() end
    from jsonb_array_elements(rounds) r
    on conflict (number) do nothing;
  return jsonb_build_object(
    'rounds', coalesce((select jsonb_agg(seen.round order by seen.number) from private.rounds_seen seen
      where seen.alerted_at is null), '[]'::jsonb),
    'subscriptions', coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'choice', s.choice))
      from private.alert_subscriptions s where s.confirmed_at is not null), '[]'::jsonb),
    'paused', (select paused from private.round_alert_settings),
    'firstPass', first_pass
  );
end;
$$;

-- A pass of the job, second step: the rounds it handled and one alert per subscription it matched (each
-- {"subscription": id, "rounds": [numbers]}), queued in one transaction with the rounds marked alerted.
-- Rounds another pass has handled meanwhile queue nothing; while paused, nothing is queued and the rounds
-- are marked all the same (no alert of old rounds once the firm resumes). Answers the alerts queued.
create function public.queue_round_alerts(rounds jsonb, alerts jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  wanted integer[] := array(select n::integer from jsonb_array_elements_text(queue_round_alerts.rounds) n);
  handled integer[];
  queued integer;
begin
  perform pg_advisory_xact_lock(hashtext('record_rounds'));
  update private.rounds_seen seen set alerted_at = now()
    where seen.number = any(wanted) and seen.alerted_at is null;
  select array_agg(seen.number) into handled from private.rounds_seen seen
    where seen.number = any(wanted) and seen.alerted_at = now();
  if handled is null or cardinality(handled) <> cardinality(wanted)
    or (select paused from private.round_alert_settings) then
    return 0;
  end if;
  insert into private.alert_mails (kind, subscription_id, rounds)
    select distinct on (s.id) 'alert', s.id,
      array(select n::integer from jsonb_array_elements_text(a -> 'rounds') n where n::integer = any(handled))
    from jsonb_array_elements(alerts) a
    join private.alert_subscriptions s on s.id = (a ->> 'subscription')::uuid and s.confirmed_at is not null
    where jsonb_typeof(a -> 'rounds') = 'array' and jsonb_array_length(a -> 'rounds') > 0;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

-- Claims up to max_mails mails for lease_seconds, as claim_data_mails does: those waiting at least
-- older_than_seconds whose back-off has passed; no alert while paused. Each with what its mail says.
create function public.claim_alert_mails(max_mails integer, lease_seconds integer, older_than_seconds integer)
returns table (
  id bigint,
  kind text,
  attempts integer,
  email text,
  choice jsonb,
  stop_token text,
  rounds jsonb
)
language sql volatile security definer set search_path = '' as $$
  with claimed as (
    update private.alert_mails mail
    set lease_until = now() + make_interval(secs => lease_seconds)
    where mail.id in (
      select waiting.id from private.alert_mails waiting
      join private.alert_subscriptions s on s.id = waiting.subscription_id
      where waiting.sent_at is null
        and (waiting.lease_until is null or waiting.lease_until < now())
        and waiting.created_at <= now() - make_interval(secs => older_than_seconds)
        and waiting.send_after <= now()
        and (waiting.kind = 'confirm' and s.wanted is not null
          or waiting.kind = 'alert' and s.confirmed_at is not null
            and not (select paused from private.round_alert_settings))
      order by waiting.created_at
      limit max_mails
      for update of waiting skip locked
    )
    returning mail.*
  )
  select claimed.id, claimed.kind, claimed.attempts, s.email,
    case claimed.kind when 'confirm' then s.wanted else s.choice end,
    s.stop_token,
    (select coalesce(jsonb_agg(seen.round order by seen.number desc), '[]'::jsonb)
      from private.rounds_seen seen where seen.number = any(claimed.rounds))
  from claimed join private.alert_subscriptions s on s.id = claimed.subscription_id
$$;

-- A claimed confirmation is about to go: its token's hash. Answers true, or false when the mail is no
-- longer the caller's (its lease ran out) or its subscription no longer waits for one.
create function public.arm_alert_confirmation(mail_id bigint, token_hash text) returns boolean
language sql volatile security definer set search_path = '' as $$
  with armed as (
    update private.alert_subscriptions s set confirm_token_hash = arm_alert_confirmation.token_hash
    from private.alert_mails mail
    where mail.id = arm_alert_confirmation.mail_id and mail.kind = 'confirm' and s.id = mail.subscription_id
      and mail.sent_at is null and mail.lease_until > now() and s.wanted is not null
    returning 1
  )
  select exists (select 1 from armed)
$$;

create function public.alert_mail_sent(mail_id bigint) returns void
language sql security definer set search_path = '' as $$
  update private.alert_mails set sent_at = now(), lease_until = null, error = null where id = mail_id
$$;

-- The mail did not go out: the error is kept and the next try waits retry_seconds; a confirmation's token
-- (which reached nobody) no longer works, and the next try makes a new one.
create function public.alert_mail_not_sent(mail_id bigint, error text, retry_seconds integer) returns void
language sql security definer set search_path = '' as $$
  update private.alert_subscriptions s set confirm_token_hash = null
    from private.alert_mails mail
    where mail.id = mail_id and mail.kind = 'confirm' and mail.sent_at is null and s.id = mail.subscription_id;
  update private.alert_mails
  set attempts = attempts + 1, error = left(alert_mail_not_sent.error, 500), lease_until = null,
    send_after = now() + make_interval(secs => retry_seconds)
  where id = mail_id and sent_at is null;
$$;

-- What the firm sees (npm run subscribers, or this in the SQL editor): subscriptions by state and
-- language, and the mails waiting.
create function public.round_alert_counts() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'confirmed', (select count(*) from private.alert_subscriptions where confirmed_at is not null),
    'unconfirmed', (select count(*) from private.alert_subscriptions where confirmed_at is null),
    'byLanguage', coalesce((select jsonb_object_agg(language, n) from (
      select choice ->> 'language' as language, count(*) as n from private.alert_subscriptions
      where confirmed_at is not null group by 1) counted), '{}'::jsonb),
    'waiting', (select count(*) from private.alert_mails where sent_at is null),
    'failing', (select count(*) from private.alert_mails where sent_at is null and attempts > 0),
    'paused', (select paused from private.round_alert_settings),
    'newestRound', (select max(number) from private.rounds_seen)
  )
$$;

-- A sent mail is forgotten after a day (the rounds stay: they are IRCC's, not anyone's data).
create function public.forget_sent_alert_mails(as_of timestamptz default now()) returns integer
language sql security definer set search_path = '' as $$
  with gone as (
    delete from private.alert_mails mail where mail.sent_at < as_of - interval '1 day' returning 1
  )
  select count(*)::integer from gone
$$;

do $grants$
declare
  signature text;
begin
  foreach signature in array array[
    'public.subscribe_to_rounds(text, jsonb, text, text)',
    'public.round_alert_link(text)',
    'public.confirm_round_alerts(text)',
    'public.stop_round_alerts(text)',
    'public.forget_unconfirmed_alerts(timestamptz)',
    'public.record_rounds(jsonb)',
    'public.queue_round_alerts(jsonb, jsonb)',
    'public.claim_alert_mails(integer, integer, integer)',
    'public.arm_alert_confirmation(bigint, text)',
    'public.alert_mail_sent(bigint)',
    'public.alert_mail_not_sent(bigint, text, integer)',
    'public.round_alert_counts()',
    'public.forget_sent_alert_mails(timestamptz)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', signature);
    execute format('grant execute on function %s to service_role', signature);
  end loop;
end;
$grants$;

-- /your-data covers subscriptions: a request about an address with one is answered with a link, the copy
-- shows it, and a stop or an erasure ends it (the trigger below, as the link is used).
create or replace function public.request_data_link(email text, request text, language text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  address text := request_data_link.email;
  link bigint;
begin
  if address !~ '^[\u0021-\u003f\u005b-\u007e]+@[\u0030-\u0039\u0061-\u007a\u002d]+(\.[\u0030-\u0039\u0061-\u007a\u002d]+)+$' then
    raise exception using errcode = '22023', message = 'email_not_in_its_one_spelling';
  end if;
  perform pg_advisory_xact_lock(hashtextextended(address, 51));
  perform pg_current_xact_id();
  if not (exists (select 1 from public.form_submissions lead where lead.email = address)
      or exists (select 1 from private.alert_subscriptions s where s.email = address))
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

-- The copy adds the address's round alerts (held_for is migration data_request_fairness's, wrapped).
alter function private.held_for(text) rename to held_for_enquiries;
create function private.held_for(address text) returns jsonb
language sql stable set search_path = '' as $$
  select private.held_for_enquiries(address) || jsonb_build_object(
    'alerts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'created_at', s.created_at, 'email', s.email, 'confirmed_at', s.confirmed_at,
        'choice', s.choice, 'wanted', s.wanted
      )) from private.alert_subscriptions s where s.email = address), '[]'::jsonb)
  )
$$;

create function private.end_alerts_on_request() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from private.alert_subscriptions s where s.email = new.email;
  return null;
end;
$$;
create trigger end_alerts_on_request
  after update of used_at on private.data_requests
  for each row when (old.used_at is null and new.used_at is not null and new.request in ('stop', 'erase'))
  execute function private.end_alerts_on_request();

-- Production (hosted Supabase, supabase start): every 15 minutes pg_cron calls the round-alerts function
-- with the secret kept in Vault (round_alerts_url, round_alerts_secret; README "Round alerts"); until both
-- exist it skips quietly. Each stored mail calls notify-lead at once ({"alertMails": true}), as data mails
-- do, and its minute's sweep sends what waits.
do $production$
begin
  if to_regprocedure('private.call_notify_lead(jsonb)') is not null then
    create function private.alert_mail_stored() returns trigger
    language plpgsql security definer set search_path = '' as $body$
    begin
      perform private.call_notify_lead(jsonb_build_object('alertMails', true));
      return null;
    end;
    $body$;
    create trigger alert_mail_stored after insert on private.alert_mails
      for each statement execute function private.alert_mail_stored();
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    perform cron.schedule('round-alerts', '*/15 * * * *', $cron$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'round_alerts_url'),
        headers := jsonb_build_object('Authorization', 'Bearer ' ||
          (select decrypted_secret from vault.decrypted_secrets where name = 'round_alerts_secret'),
          'Content-Type', 'application/json'),
        body := '{"pass": true}'::jsonb)
      where exists (select 1 from vault.decrypted_secrets where name = 'round_alerts_url')
        and exists (select 1 from vault.decrypted_secrets where name = 'round_alerts_secret')
    $cron$);
  end if;
end;
$production$;
