-- Files the upload function stored that no resume names a day later are deleted, so that nobody can
-- fill the firm's storage by uploading without saving. The sweep (the local backend's, on start and
-- hourly; in production the sweep-uploads function, on a schedule) lists them with orphan_uploads,
-- deletes each file where it is kept, then forgets it with forget_upload. Service role only.

create function public.orphan_uploads(stored_before timestamptz)
returns table (url text, file_type text, stored_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select upload.url, upload.file_type, upload.stored_at
  from public.stored_uploads upload
  where upload.stored_at < stored_before
    and not exists (select 1 from public.resumes resume where resume.cloudinary_url = upload.url)
  order by upload.stored_at
  limit 500
$$;

-- Forgets a file the sweep deleted; never one a resume names, even if one came to name it meanwhile.
create function public.forget_upload(upload_url text) returns boolean
language sql security definer set search_path = '' as $$
  with forgotten as (
    delete from public.stored_uploads upload
    where upload.url = upload_url
      and not exists (select 1 from public.resumes resume where resume.cloudinary_url = upload.url)
    returning 1
  )
  select exists (select 1 from forgotten)
$$;

revoke all on function public.orphan_uploads(timestamptz) from public, anon, authenticated;
revoke all on function public.forget_upload(text) from public, anon, authenticated;
grant execute on function public.orphan_uploads(timestamptz) to service_role;
grant execute on function public.forget_upload(text) to service_role;
