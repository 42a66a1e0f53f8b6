// The end-to-end tests' own SMTP server (started by playwright.config.ts before the site): the local
// backend sends each lead's mail here through SMTP_URL, and the tests read what arrived over HTTP.
import { serve } from '@hono/node-server'
import { mailboxApp, startMailCatcher } from '../../supabase/local/mail-catcher.ts'
import { leadMailTest } from './lead-mail.ts'

const catcher = await startMailCatcher(leadMailTest.smtpPort)
serve({ fetch: mailboxApp(catcher.messages).fetch, port: leadMailTest.httpPort, hostname: '127.0.0.1' })
console.log(`Test SMTP server: ${catcher.url}, mails at http://127.0.0.1:${leadMailTest.httpPort}/`)
