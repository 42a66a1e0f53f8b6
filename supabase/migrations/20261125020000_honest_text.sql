-- Honest text, tightened (issue 31): the backend stored names made only of invisible characters
-- (variation selectors, tag characters, the braille blank, a lone combining mark), e-mails such as
-- a@b..c, a@-.- and .@a.b, or with a soft hyphen or a variation selector, and file names with markup
-- or a path. Each pattern below is written by supabase/functions/_shared/text-classes.ts, which the
-- forms and the functions use too; tests/unit/text-classes.test.ts fails if this file and that module
-- ever differ. NOT VALID: rows stored before are kept as they are; every new row is checked.

-- A name holds no control, direction control, markup, JSON bracket, quote or backslash, and at least
-- one character that says something (a letter of any script or a digit; no space, invisible character,
-- lone combining mark or ASCII punctuation).
alter table public.form_submissions drop constraint full_name_plain;
alter table public.form_submissions
  add constraint full_name_plain check (
    full_name !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e-\u200f\u202a-\u202e\u2066-\u2069\u003c\u003e\u007b\u007d\u005b\u005d\u0022\u005c]'
    and full_name ~ '[^\u0001-\u001f\u007f-\u009f\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e]'
  ) not valid;

-- An e-mail: dots only between characters, a domain of two labels or more, none of hyphens alone, and
-- no space, control, invisible character or the punctuation addresses never need.
alter table public.form_submissions drop constraint email_plain;
alter table public.form_submissions
  add constraint email_plain check (email ~ '^[^\u0001-\u001f\u007f-\u009f\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0040\u003c\u003e\u0022\u0027\u0060\u0028\u0029\u002c\u003b\u003a\u005c\u005b\u005d\u002e]+(\.[^\u0001-\u001f\u007f-\u009f\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0040\u003c\u003e\u0022\u0027\u0060\u0028\u0029\u002c\u003b\u003a\u005c\u005b\u005d\u002e]+)*@[^\u0001-\u001f\u007f-\u009f\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0040\u003c\u003e\u0022\u0027\u0060\u0028\u0029\u002c\u003b\u003a\u005c\u005b\u005d\u002e]*[^\u0001-\u001f\u007f-\u009f\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0040\u003c\u003e\u0022\u0027\u0060\u0028\u0029\u002c\u003b\u003a\u005c\u005b\u005d\u002e\u002d][^\u0001-\u001f\u007f-\u009f\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0040\u003c\u003e\u0022\u0027\u0060\u0028\u0029\u002c\u003b\u003a\u005c\u005b\u005d\u002e]*(\.[^\u0001-\u001f\u007f-\u009f\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0040\u003c\u003e\u0022\u0027\u0060\u0028\u0029\u002c\u003b\u003a\u005c\u005b\u005d\u002e]*[^\u0001-\u001f\u007f-\u009f\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0040\u003c\u003e\u0022\u0027\u0060\u0028\u0029\u002c\u003b\u003a\u005c\u005b\u005d\u002e\u002d][^\u0001-\u001f\u007f-\u009f\u0020\u00a0\u1680\u2000-\u200a\u2028-\u2029\u202f\u205f\u3000\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0040\u003c\u003e\u0022\u0027\u0060\u0028\u0029\u002c\u003b\u003a\u005c\u005b\u005d\u002e]*)+$') not valid;

-- A resume's file name as the page and the upload function name it: no path, markup, shell symbol,
-- control or invisible character, and the file's one extension at its end.
alter table public.resumes drop constraint original_filename_plain;
alter table public.resumes
  add constraint original_filename_plain check (
    original_filename !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u002f\u005c\u003c\u003e\u003a\u0022\u007c\u003f\u002a\u0060\u0027\u007b\u007d\u005b\u005d\u003b\u003d\u0026\u0025\u0024\u0023\u0040\u0021\u007e\u005e\u002b\u002c]'
    and original_filename ~ '\.(pdf|jpg)$'
  ) not valid;
