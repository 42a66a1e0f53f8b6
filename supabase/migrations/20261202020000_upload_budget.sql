-- Issue 62: the storage that uploads with no resume record can take is bounded per address and for the
-- site. An upload with a pass was counted against nothing, and one no resume came to name was kept a
-- day: one address could keep about 300 MB an hour of files nobody saved. Now each stored file records
-- its address and size; while an address's unsaved files pass its budget, or all addresses' pass the
-- site's, the sweep (every ten minutes) deletes unsaved files ten minutes old instead of a day old. A
-- visitor's resume is recorded seconds after its upload, so no budget pressed by others touches it,
-- and no upload is refused for what others stored.

insert into private.settings (name, value, default_value, meaning) values
  ('unsaved_upload_bytes_per_address', 26214400, 26214400,
   'Bytes of uploads no resume names one client address may keep (25 MB); past it, its unsaved uploads are deleted after ten minutes instead of a day'),
  ('unsaved_upload_bytes_per_site', 524288000, 524288000,
   'Bytes of uploads no resume names all addresses together may keep (500 MB); past it, every unsaved upload is deleted after ten minutes instead of a day');

alter table public.stored_uploads
  add column client_address text,
  add column bytes bigint not null default 0;

-- The unsaved uploads to delete: stored before stored_before (a day ago), or before pressed_before (ten
-- minutes ago) while their address's unsaved bytes, or the site's, pass the budget. Oldest first.
drop function public.orphan_uploads(timestamptz);
create function public.orphan_uploads(stored_before timestamptz, pressed_before timestamptz)
returns table (url text, file_type text, stored_at timestamptz)
language sql stable security definer set search_path = '' as $$
  with unsaved as (
    select upload.url, upload.file_type, upload.stored_at, upload.client_address, upload.bytes
    from public.stored_uploads upload
    where not exists (select 1 from public.resumes resume where resume.cloudinary_url = upload.url)
  ),
  pressed_addresses as (
    select unsaved.client_address from unsaved
    where unsaved.client_address is not null
    group by unsaved.client_address
    having sum(unsaved.bytes) > private.setting('unsaved_upload_bytes_per_address')
  ),
  site_pressed as (
    select coalesce(sum(unsaved.bytes), 0) > private.setting('unsaved_upload_bytes_per_site') as pressed
    from unsaved
  )
  select unsaved.url, unsaved.file_type, unsaved.stored_at
  from unsaved
  where unsaved.stored_at < stored_before
    or (unsaved.stored_at < pressed_before and (
      unsaved.client_address in (select client_address from pressed_addresses)
      or (select pressed from site_pressed)
    ))
  order by unsaved.stored_at
  limit 500
$$;

revoke all on function public.orphan_uploads(timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.orphan_uploads(timestamptz, timestamptz) to service_role;
