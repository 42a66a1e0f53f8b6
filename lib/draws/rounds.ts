// The rounds' parser lives with the Edge Functions (supabase/functions/_shared/rounds-feed.ts), because the
// round-alerts job reads the same feed with it and the Supabase CLI bundles nothing from outside
// supabase/functions; the site reads it from here.
export * from '@shared/rounds-feed.ts'
