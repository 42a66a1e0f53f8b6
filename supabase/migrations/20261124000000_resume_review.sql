-- A visitor who scanned a resume may ask for a free review of it: that enquiry names the resume.
-- The public role cannot read a row back, so the page names each resume row itself with a random
-- id (as it names enquiries); only the page that saved a resume knows it, and an enquiry can only
-- point to a resume that exists.
grant insert (id) on table public.resumes to anon;

alter table public.form_submissions
  add column resume_id uuid references public.resumes (id) on delete set null;
create index form_submissions_resume_id on public.form_submissions (resume_id);
grant insert (resume_id) on table public.form_submissions to anon;
