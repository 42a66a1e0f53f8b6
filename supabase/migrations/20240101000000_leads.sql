-- The two tables the public site writes to: consultation enquiries and scored resumes.
-- The site uses the public anon key, so the database itself enforces every rule the forms check,
-- and lets the anon role insert and nothing else. Staff read with the service role.

create table public.form_submissions (
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint full_name_length check (char_length(btrim(full_name)) between 1 and 100 and char_length(full_name) <= 100),
  mobile_number text not null
    constraint mobile_number_ten_digits check (mobile_number ~ '^[0-9]{10}$'),
  email text not null
    constraint email_shape check (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  immigration_type text not null
    constraint immigration_type_offered check (immigration_type in (
      'Permanent Residency (PR)', 'Student Visa', 'Work Visa', 'Business/Investment Visa', 'Family Visa',
      'Tourist Visa', 'Express Entry', 'Provincial Nominee Program (PNP)', 'Study Visa', 'Family Sponsorship',
      'Business/Investor Visa', 'Tourist/Visitor Visa'
    )),
  country_code text not null default '+91'
    constraint country_code_offered check (country_code in ('+91', '+1', '+44', '+61', '+49', '+33')),
  message text
    constraint message_length check (char_length(message) <= 2000),
  created_at timestamptz not null default now()
);

create table public.resumes (
  id uuid primary key default gen_random_uuid(),
  cloudinary_url text not null
    constraint cloudinary_url_http check (char_length(cloudinary_url) <= 2048 and cloudinary_url ~ '^https?://[^[:space:]]+$'),
  original_filename text not null
    constraint original_filename_length check (char_length(original_filename) between 1 and 255),
  file_type text not null
    constraint file_type_accepted check (file_type in ('application/pdf', 'image/jpeg')),
  ats_score integer not null
    constraint ats_score_range check (ats_score between 0 and 100),
  created_at timestamptz not null default now()
);

create index form_submissions_created_at on public.form_submissions (created_at desc);
create index resumes_created_at on public.resumes (created_at desc);

alter table public.form_submissions enable row level security;
alter table public.resumes enable row level security;

-- Hosted Supabase grants every privilege on new tables to anon and authenticated by default:
-- take them all back, then give anon INSERT on the visitor's columns only. No SELECT means no
-- reading, and no `insert ... returning` either.
revoke all on table public.form_submissions, public.resumes from anon, authenticated;

grant insert (full_name, mobile_number, email, immigration_type, country_code, message)
  on table public.form_submissions to anon;
grant insert (cloudinary_url, original_filename, file_type, ats_score)
  on table public.resumes to anon;

create policy "visitors can submit an enquiry" on public.form_submissions
  for insert to anon with check (true);
create policy "visitors can save a scored resume" on public.resumes
  for insert to anon with check (true);

-- Staff tools read everything with the service role (which bypasses row-level security).
grant select, insert, update, delete on table public.form_submissions, public.resumes to service_role;
