-- Issue 66: a visitor books a consultation time. A booking is an enquiry (a row of form_submissions, source
-- 'booking', so the limits, retention and /your-data that cover enquiries cover it) with a time: a row of
-- private.bookings that names it and is erased with it. Only the service role (the booking function)
-- reads or writes bookings, through the functions below; the public role nothing.
--
-- A time holds as many bookings as the firm has consultants (the setting `consultants`): each booking
-- takes a seat, 1 to that number, and a unique index on (time, seat) among bookings not cancelled lets
-- two visitors pressing "Book" together for the last seat have one booking between them, whatever
-- instance or connection each came through. A cancelled booking keeps its row (the consultants' feed
-- shows the cancellation) but not its seat.

alter table public.form_submissions drop constraint source_known;
alter table public.form_submissions add constraint source_known
  check (source in ('home', 'contact', 'review', 'booking'));

insert into private.settings (name, value, default_value, meaning) values
  ('consultants', 2, 2, 'Bookings one consultation time can take: the consultants who see visitors'),
  ('bookings_per_email', 2, 2, 'Future bookings one e-mail address may hold'),
  ('bookings_without_pass_per_address', 4, 4,
   'Future bookings made without a write pass (the plain form) one client address may hold'),
  ('bookings_without_pass_per_network', 12, 12,
   'Future bookings made without a write pass one network (an IPv4 /24 or an IPv6 /64) may hold');

create table private.bookings (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.form_submissions (id) on delete cascade,
  created_at timestamptz not null default now(),
  start_at timestamptz not null,
  -- Null only for the moment between a booking's insert and its seat (book_consultation).
  seat smallint constraint a_seat_is_a_consultant check (seat >= 1),
  meeting text not null constraint meeting_known check (meeting in ('office', 'video')),
  -- The zone the visitor's browser named, so their mails say the time in it too.
  visitor_zone text constraint zone_is_a_name check (visitor_zone ~ '^[A-Za-z0-9_+/-]{1,64}$'),
  client_address text not null,
  network text not null,
  with_pass boolean not null,
  -- RFC 5545's SEQUENCE: one more at each move or cancellation, so calendars update the same event.
  sequence integer not null default 0,
  cancelled_at timestamptz,
  reminded_at timestamptz,
  -- The move-or-cancel link mailed last: its SHA-256 only, set as its mail goes, cleared once used.
  link_hash text unique constraint link_hash_is_sha256 check (link_hash ~ '^[0-9a-f]{64}$'),
  -- The database's own check of the times offered (booking-times.ts checks closed days and the window):
  -- on the half hour, within 10:00 to 18:00 in Pune, Monday to Saturday.
  constraint on_the_half_hour check (
    extract(second from start_at) = 0 and extract(minute from start_at at time zone 'Asia/Kolkata') in (0, 30)
  ),
  constraint within_the_hours check (
    (start_at at time zone 'Asia/Kolkata')::time between time '10:00' and time '17:30'
    and extract(isodow from start_at at time zone 'Asia/Kolkata') between 1 and 6
  )
);
create unique index one_booking_per_seat on private.bookings (start_at, seat) where cancelled_at is null;
create index bookings_by_lead on private.bookings (lead_id);
alter table private.bookings enable row level security;

-- The outbox of a booking's mails: to the visitor on booking, moving, cancelling and a day before; to the
-- firm on each of the first three. Sent once each, through failures, as the data mails are
-- (_shared/booking-outbox.ts).
create table private.booking_mails (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  booking_id uuid not null references private.bookings (id) on delete cascade,
  kind text not null constraint booking_mail_kind check (kind in ('booked', 'moved', 'cancelled', 'reminder')),
  recipient text not null constraint booking_mail_recipient check (recipient in ('visitor', 'firm')),
  sent_at timestamptz,
  attempts integer not null default 0,
  error text,
  lease_until timestamptz,
  send_after timestamptz not null default now()
);
create index booking_mails_waiting on private.booking_mails (send_after) where sent_at is null;
alter table private.booking_mails enable row level security;

-- A pass offered in a function's call rather than a request header: spent once, as spend_write_pass does.
create function private.spend_pass(offered text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  spent uuid;
begin
  if offered is null
     or offered !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  update private.write_passes set spent_at = now()
    where pass = offered::uuid and expires_at >= now() and spent_at is null
    returning pass into spent;
  return spent is not null;
end;
$$;

create or replace function private.spend_write_pass() returns boolean
language sql security definer set search_path = '' as $$
  select private.spend_pass(nullif(current_setting('request.headers', true), '')::json ->> 'x-write-pass')
$$;

-- Takes a free seat at a time for a booking (a new one, or one moving): the seat, or null when every seat
-- is taken. Each try is its own subtransaction, so a seat another visitor took a moment before is passed
-- over and the unique index, not a count read beforehand, decides.
create function private.take_seat(booking uuid, start timestamptz) returns smallint
language plpgsql security definer set search_path = '' as $$
begin
  for seat_number in 1..private.setting('consultants') loop
    begin
      update private.bookings set start_at = start, seat = seat_number where id = booking;
      return seat_number;
    exception when unique_violation then
      null;
    end;
  end loop;
  return null;
end;
$$;

-- Books a time: the booking's id, or an error the function words for the visitor:
-- time_taken (every seat gone), booking_limit_email, booking_limit_network, or the enquiry's own.
-- The enquiry is stored as the plain form's is (enquiry_from_form, its limits and marks); the time's
-- rules (hours, closed days, the 14 days) were checked by the function and its shape again by the table.
create function public.book_consultation(
  enquiry jsonb, start_at timestamptz, meeting text, visitor_zone text, client_address text, write_pass text
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  address_network text := private.network_of(client_address);
  with_pass boolean := private.spend_pass(write_pass);
  lead uuid;
  booking uuid;
begin
  -- One address's bookings are counted one after another, and one e-mail's.
  perform pg_advisory_xact_lock(hashtext('booking'), hashtext(enquiry ->> 'email'));
  perform pg_advisory_xact_lock(hashtext('booking'), hashtext(address_network));
  if (
    select count(*) from private.bookings b join public.form_submissions l on l.id = b.lead_id
    where l.email = enquiry ->> 'email' and b.cancelled_at is null and b.start_at > now()
  ) >= private.setting('bookings_per_email') then
    raise exception using errcode = 'P0001', message = 'booking_limit_email';
  end if;
  if not with_pass and (
    (select count(*) from private.bookings b
      where b.client_address = book_consultation.client_address and not b.with_pass
        and b.cancelled_at is null and b.start_at > now())
      >= private.setting('bookings_without_pass_per_address')
    or (select count(*) from private.bookings b
      where b.network = address_network and not b.with_pass and b.cancelled_at is null and b.start_at > now())
      >= private.setting('bookings_without_pass_per_network')
  ) then
    raise exception using errcode = 'P0001', message = 'booking_limit_network';
  end if;
  lead := public.enquiry_from_form(enquiry || '{"source": "booking"}', client_address);
  -- The firm hears of it in the booking's own mail, which says the time, not in a second lead mail.
  update public.form_submissions l set notified_at = now(), needs_review = l.needs_review and not with_pass
    where l.id = lead;
  insert into private.bookings (lead_id, start_at, seat, meeting, visitor_zone, client_address, network, with_pass)
    values (lead, book_consultation.start_at, null, meeting, visitor_zone, client_address, address_network, with_pass)
    returning id into booking;
  if private.take_seat(booking, book_consultation.start_at) is null then
    raise exception using errcode = 'P0001', message = 'time_taken';
  end if;
  insert into private.booking_mails (booking_id, kind, recipient)
    values (booking, 'booked', 'visitor'), (booking, 'booked', 'firm');
  return booking;
end;
$$;

-- The times within [from_time, until_time) whose every seat is taken, for /book's live list.
create function public.full_times(from_time timestamptz, until_time timestamptz) returns table (start_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select b.start_at from private.bookings b
  where b.cancelled_at is null and b.start_at >= from_time and b.start_at < until_time
  group by b.start_at having count(*) >= private.setting('consultants')
$$;

-- What a move-or-cancel link opens: the booking's time and language, or nothing when the link is unknown,
-- used, or its time has passed.
create function public.booking_by_link(link_hash text)
returns table (id uuid, start_at timestamptz, meeting text, language text, visitor_zone text)
language sql stable security definer set search_path = '' as $$
  select b.id, b.start_at, b.meeting, l.language, b.visitor_zone
  from private.bookings b join public.form_submissions l on l.id = b.lead_id
  where b.link_hash = booking_by_link.link_hash and b.cancelled_at is null and b.start_at > now()
$$;

-- Uses a link, once: moves the booking to new_start, or cancels it when new_start is null. Answers
-- 'moved', 'cancelled', 'time_taken' (the link still works: the visitor chooses again) or null for a link
-- unknown, used or past. The freed seat is free at once; the visitor and the firm are mailed.
create function public.change_booking(link_hash text, new_start timestamptz) returns text
language plpgsql security definer set search_path = '' as $$
declare
  booking private.bookings;
begin
  select * into booking from private.bookings b
    where b.link_hash = change_booking.link_hash and b.cancelled_at is null and b.start_at > now()
    for update;
  if booking.id is null then
    return null;
  end if;
  if new_start is null then
    update private.bookings set cancelled_at = now(), sequence = sequence + 1, link_hash = null
      where id = booking.id;
    insert into private.booking_mails (booking_id, kind, recipient)
      values (booking.id, 'cancelled', 'visitor'), (booking.id, 'cancelled', 'firm');
    return 'cancelled';
  end if;
  if private.take_seat(booking.id, new_start) is null then
    return 'time_taken';
  end if;
  update private.bookings set sequence = sequence + 1, link_hash = null, reminded_at = null
    where id = booking.id;
  insert into private.booking_mails (booking_id, kind, recipient)
    values (booking.id, 'moved', 'visitor'), (booking.id, 'moved', 'firm');
  return 'moved';
end;
$$;

-- Claims up to max_mails mails, as claim_data_mails does, with what they say. First queues the reminders
-- now due: a booking not cancelled whose time is within the next 24 hours, made more than 24 hours before
-- it (one made later has its confirmation fresh), reminded once (a move asks for a new reminder). `as_of`
-- is the time the reminders are due by: the sender's now (a test's own).
create function public.claim_booking_mails(
  max_mails integer, lease_seconds integer, older_than_seconds integer, as_of timestamptz
)
returns table (
  id bigint,
  kind text,
  recipient text,
  created_at timestamptz,
  attempts integer,
  booking_id uuid,
  start_at timestamptz,
  meeting text,
  visitor_zone text,
  sequence integer,
  cancelled boolean,
  lead jsonb
)
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtext('claim_booking_mails'), 0);
  with due as (
    update private.bookings b set reminded_at = now()
    where b.reminded_at is null and b.cancelled_at is null
      and b.start_at > as_of and b.start_at <= as_of + interval '24 hours'
      and coalesce((select max(m.created_at) from private.booking_mails m
        where m.booking_id = b.id and m.kind in ('booked', 'moved')), b.created_at)
        < b.start_at - interval '24 hours'
    returning b.id
  )
  insert into private.booking_mails (booking_id, kind, recipient) select due.id, 'reminder', 'visitor' from due;
  return query
  with claimed as (
    update private.booking_mails mail
    set lease_until = now() + make_interval(secs => lease_seconds)
    where mail.id in (
      select waiting.id from private.booking_mails waiting
      where waiting.sent_at is null
        and (waiting.lease_until is null or waiting.lease_until < now())
        and waiting.created_at <= now() - make_interval(secs => older_than_seconds)
        and waiting.send_after <= now()
      order by waiting.created_at
      limit max_mails
      for update of waiting skip locked
    )
    returning mail.*
  )
  select claimed.id, claimed.kind, claimed.recipient, claimed.created_at, claimed.attempts, b.id, b.start_at,
    b.meeting, b.visitor_zone, b.sequence, b.cancelled_at is not null,
    jsonb_build_object('id', l.id, 'full_name', l.full_name, 'email', l.email, 'country_code', l.country_code,
      'mobile_number', l.mobile_number, 'immigration_type', l.immigration_type, 'message', l.message,
      'language', l.language, 'needs_review', l.needs_review, 'marketing_consent', l.marketing_consent)
  from claimed join private.bookings b on b.id = claimed.booking_id
  join public.form_submissions l on l.id = b.lead_id;
end;
$$;

-- A claimed visitor's mail is about to go: its move-or-cancel link's hash replaces the last one (a new
-- mail's link is the one that works). False when the mail is no longer the caller's.
create function public.arm_booking_link(mail_id bigint, link_hash text) returns boolean
language sql volatile security definer set search_path = '' as $$
  update private.bookings b set link_hash = arm_booking_link.link_hash
  from private.booking_mails mail
  where mail.id = arm_booking_link.mail_id and b.id = mail.booking_id and b.cancelled_at is null
    and mail.sent_at is null and mail.lease_until > now()
  returning true
$$;

create function public.booking_mail_sent(mail_id bigint) returns void
language sql security definer set search_path = '' as $$
  update private.booking_mails set sent_at = now(), lease_until = null, error = null where id = mail_id
$$;

create function public.booking_mail_not_sent(mail_id bigint, error text, retry_seconds integer) returns void
language sql security definer set search_path = '' as $$
  update private.booking_mails
  set attempts = attempts + 1, error = left(booking_mail_not_sent.error, 500), lease_until = null,
    send_after = now() + make_interval(secs => retry_seconds)
  where id = mail_id and sent_at is null
$$;

-- The consultants' calendar feed: every booking whose time is after `since` (a month ago), cancelled ones
-- too (calendars then take the event away), with what a consultant needs to prepare.
create function public.booking_feed(since timestamptz) returns table (
  id uuid, lead_id uuid, start_at timestamptz, meeting text, sequence integer, cancelled boolean, changed_at timestamptz,
  full_name text, email text, country_code text, mobile_number text, topic text, message text, language text
)
language sql stable security definer set search_path = '' as $$
  select b.id, b.lead_id, b.start_at, b.meeting, b.sequence, b.cancelled_at is not null,
    greatest(b.created_at, b.cancelled_at, (select max(m.created_at) from private.booking_mails m
      where m.booking_id = b.id)),
    l.full_name, l.email, l.country_code, l.mobile_number, l.immigration_type, l.message, l.language
  from private.bookings b join public.form_submissions l on l.id = b.lead_id
  where b.start_at > since
  order by b.start_at
$$;

-- /your-data's copy lists a visitor's bookings with their enquiries (an erasure deletes the enquiries, and
-- their bookings with them; the retention job likewise). Migration round_alerts made private.held_for a
-- wrapper that adds the address's round alerts to private.held_for_enquiries, so the bookings join the
-- enquiries' part, and the copy holds enquiries, resumes, bookings and round alerts. (A request about an
-- address with a booking already earns a link: every booking has its enquiry.)
create or replace function private.held_for_enquiries(address text) returns jsonb
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
    ), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'lead_id', booking.lead_id, 'created_at', booking.created_at, 'start_at', booking.start_at,
        'meeting', booking.meeting, 'visitor_zone', booking.visitor_zone, 'cancelled_at', booking.cancelled_at
      ) order by booking.start_at)
      from private.bookings booking
      where booking.lead_id in (select lead.id from public.form_submissions lead where lead.email = address)
    ), '[]'::jsonb)
  )
$$;

do $grants$
declare
  name text;
begin
  foreach name in array array[
    'public.book_consultation(jsonb, timestamptz, text, text, text, text)',
    'public.full_times(timestamptz, timestamptz)',
    'public.booking_by_link(text)',
    'public.change_booking(text, timestamptz)',
    'public.claim_booking_mails(integer, integer, integer, timestamptz)',
    'public.arm_booking_link(bigint, text)',
    'public.booking_mail_sent(bigint)',
    'public.booking_mail_not_sent(bigint, text, integer)',
    'public.booking_feed(timestamptz)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', name);
    execute format('grant execute on function %s to service_role', name);
  end loop;
  foreach name in array array['private.spend_pass(text)', 'private.take_seat(uuid, timestamptz)'] loop
    execute format('revoke all on function %s from public, anon, authenticated', name);
  end loop;
end;
$grants$;

-- Production (where migration lead_notifications made private.call_notify_lead, with pg_net): each stored
-- booking mail calls notify-lead at once ({"bookingMails": true}); its minute's sweep sends what is still
-- waiting and the reminders that fall due.
do $production$
begin
  if to_regprocedure('private.call_notify_lead(jsonb)') is null then
    return;
  end if;
  create function private.booking_mail_stored() returns trigger
  language plpgsql security definer set search_path = '' as $body$
  begin
    perform private.call_notify_lead(jsonb_build_object('bookingMails', true));
    return null;
  end;
  $body$;
  create trigger booking_mail_stored after insert on private.booking_mails
    for each statement execute function private.booking_mail_stored();
end;
$production$;
