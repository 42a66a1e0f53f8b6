// E-mail alerts for new Express Entry rounds (issue 65), each step one request to this function, each
// working without JavaScript:
// - Subscribe: the form on /express-entry-draws or under the CRS result posts an address and a choice.
//   The answer is the same page whether or not the address was known; a confirmation is stored in the
//   outbox (private.alert_mails) at most once a day per address, and sent from there.
// - Confirm: the mail's link (a GET, which mail scanners open too) changes nothing: it hands its token to
//   the browser in a cookie for this function alone and sends the visitor to the site's page /round-alerts,
//   whose button posts here; only then does the subscription start.
// - Stop: every alert's List-Unsubscribe address (RFC 8058) stops at once on a mail client's one-click POST;
//   its visible link opens /round-alerts#stop, whose one button posts here. No login, nothing to type.
// - The job: pg_cron's call with the secret runs one pass (_shared/round-alert-pass.ts).
// Web-standard Request/Response: Deno in production, Node locally.
import { tokenHash, tokenShape } from '../_shared/data-link.ts'
import { checkEmail } from '../_shared/email-address.ts'
import type { FirmContact } from '../_shared/firm-contact.ts'
import { escapeHtml, functionPage, readFormPost, seeOther, siteOf } from '../_shared/function-page.ts'
import { type FormLanguage, formLanguageOf, pathInLanguage } from '../_shared/languages.ts'
import type { CallRpc } from '../_shared/lead-outbox.ts'
import { messagesIn } from '../_shared/messages.ts'
import { oneLine } from '../_shared/outbox.ts'
import type { PassReport } from '../_shared/round-alert-pass.ts'
import { choiceFromForm } from '../_shared/round-alerts.ts'
import { sameSecret } from '../_shared/same-secret.ts'
import { anotherSitePage, sentFromAnotherSite } from '../_shared/site-origin.ts'

/** A subscription's form is an address, a choice and a calculator's answers. */
const maxFormBody = 8 * 1024

/** The cookies that carry a link's token from the mail to the site page's button. */
const cookieNames = { confirm: 'round_alerts_confirm', stop: 'round_alerts_stop' } as const
type LinkKind = keyof typeof cookieNames

/** How long a confirmation link's cookie lasts: the subscription waits 48 hours for it. */
const cookieSeconds = 48 * 60 * 60

/** The site's page the links open: a section (#confirm, #stop, #expired) with one button. */
const roundAlertsPath = '/round-alerts'

/** A stop token as the database makes it: 64 hex characters. */
const stopShape = /^[0-9a-f]{64}$/

export interface RoundAlertsOptions {
  call: CallRpc
  siteOrigins: readonly string[]
  functionUrl: string
  contact: FirmContact
  /** The job's secret (pg_cron sends it as a bearer token). */
  secret: string
  /** One pass of the job. */
  runPass: () => Promise<PassReport>
  /** A mail now waits in the outbox: locally, the backend sends it at once (in production the database's
   * trigger calls the notify-lead function). */
  mailWaiting?: () => void
  log?: (message: string) => void
}

/** A refusal the database raised by name (its message is in the error's text, as PostgREST answers it). */
const refusedFor = (error: unknown, name: string) => String(error).includes(name)

export function createRoundAlertsHandler({
  call,
  siteOrigins,
  functionUrl,
  contact,
  secret,
  runPass,
  mailWaiting = () => {},
  log = console.error,
}: RoundAlertsOptions) {
  if (siteOrigins.length === 0) throw new Error('The round-alerts function needs at least one site origin')
  if (secret.length < 32) throw new Error('ROUND_ALERTS_SECRET must be at least 32 characters')
  const cookiePath = new URL(functionUrl).pathname
  // Sent with the button's POST from the site, another site: SameSite=None, which needs Secure.
  const cookie = (kind: LinkKind, value: string, maxAge: number) =>
    `${cookieNames[kind]}=${value}; Path=${cookiePath}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=None`
  const cookieValue = (request: Request, kind: LinkKind) =>
    new RegExp(`(?:^|;\\s*)${cookieNames[kind]}=([^;]*)`).exec(request.headers.get('cookie') ?? '')?.[1] ?? ''

  const page = (status: number, site: string, language: FormLanguage, key: PageKey, headers = {}) => {
    const m = messagesIn(language)
    const again =
      key === 'expired' || key === 'invalid'
        ? `\n<p><a href="${escapeHtml(`${site}/express-entry-draws`)}">${escapeHtml(m('roundAlerts.pages.again'))}</a></p>`
        : ''
    return functionPage({
      status,
      site,
      language,
      title: m(`roundAlerts.pages.${key}.title`),
      body: `<p>${escapeHtml(m(`roundAlerts.pages.${key}.lead`))}</p>${again}`,
      contact,
      headers,
    })
  }

  async function subscribe(request: Request, clientAddress: string): Promise<Response> {
    const site = siteOf(request, siteOrigins)
    const post = await readFormPost(request, maxFormBody)
    if (!post.ok) return page(post.status, site, 'en', 'invalid')
    const language = formLanguageOf(post.field('language'))
    if (sentFromAnotherSite(request, siteOrigins)) return anotherSitePage(site, language, contact)
    const email = checkEmail(post.field('email') ?? '')
    const choice = choiceFromForm(post.field)
    if (!email.ok || typeof choice === 'string') return page(400, site, language, 'invalid')
    try {
      const stored = await call('subscribe_to_rounds', {
        email: email.address,
        wanted: choice,
        client_address: clientAddress,
        write_pass: post.field('write_pass') ?? null,
      })
      if (stored === true) mailWaiting()
    } catch (error) {
      if (refusedFor(error, 'subscription_rate_limited')) return page(429, site, language, 'busy')
      log(`round-alerts: a subscription was not stored: ${oneLine(String(error))}`)
      return page(500, site, language, 'failed')
    }
    return page(200, site, language, 'sent')
  }

  /** A mail's link: nothing changes; the token goes into a cookie, the visitor to the page's button. */
  function open(request: Request, kind: LinkKind, token: string): Response {
    const url = new URL(request.url)
    const language = formLanguageOf(url.searchParams.get('language') ?? undefined)
    const target = (section: string) =>
      `${siteOrigins[0]}${pathInLanguage(roundAlertsPath, language)}#${section}`
    const valid = kind === 'confirm' ? tokenShape.test(token) : stopShape.test(token)
    if (!valid) return seeOther(target('expired'))
    return seeOther(target(kind), {
      'Set-Cookie': cookie(kind, token, cookieSeconds),
      'Referrer-Policy': 'no-referrer',
    })
  }

  async function stop(token: string): Promise<FormLanguage | null> {
    if (!stopShape.test(token)) return null
    const language = await call('stop_round_alerts', { stop_token: token })
    return typeof language === 'string' ? formLanguageOf(language) : null
  }

  /** The site page's button: the link is used, once. */
  async function press(request: Request, kind: LinkKind): Promise<Response> {
    const site = siteOf(request, siteOrigins)
    const origin = request.headers.get('origin')
    const post = await readFormPost(request, maxFormBody)
    if (!post.ok) return page(post.status, site, 'en', 'invalid')
    const language = formLanguageOf(post.field('language'))
    // Only the site's own page may press the button: another site's form cannot act with the cookie.
    if (!origin || !siteOrigins.includes(origin)) return page(403, site, language, 'invalid')
    const token = cookieValue(request, kind)
    const clear = { 'Set-Cookie': cookie(kind, '', 0) }
    try {
      if (kind === 'stop') {
        // Stopping twice stops nothing more: the page says it is stopped either way.
        return page(200, site, (await stop(token)) ?? language, 'stopped', clear)
      }
      const choice = tokenShape.test(token)
        ? ((await call('confirm_round_alerts', { token_hash: await tokenHash(token) })) as {
            language?: string
          } | null)
        : null
      if (!choice) return page(410, site, language, 'expired', clear)
      return page(200, site, formLanguageOf(choice.language), 'confirmed', clear)
    } catch (error) {
      log(`round-alerts: a ${kind} was not carried out: ${oneLine(String(error))}`)
      return page(500, site, language, 'failed')
    }
  }

  /** RFC 8058: a mail client's one-click unsubscribe, a POST of List-Unsubscribe=One-Click. */
  async function oneClick(request: Request, token: string): Promise<Response> {
    await request.body?.cancel()
    try {
      await stop(token)
    } catch (error) {
      log(`round-alerts: a one-click stop failed: ${oneLine(String(error))}`)
      return new Response(null, { status: 500 })
    }
    return new Response(null, { status: 200 })
  }

  async function pass(request: Request): Promise<Response> {
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    if (!sameSecret(token, secret)) return Response.json({ error: 'unauthorized' }, { status: 401 })
    const report = await runPass()
    if (!report.ok) log(`round-alerts: feed refused, nothing queued: ${report.refused}`)
    else if (report.queued > 0) mailWaiting()
    return Response.json(report, { status: report.ok ? 200 : 422 })
  }

  /** `clientAddress`: the visitor's address as the gateway reports it (as for the enquiry function). */
  return async function handleRoundAlerts(request: Request, clientAddress: string): Promise<Response> {
    const query = new URL(request.url).searchParams
    const confirmToken = query.get('confirm')
    const stopToken = query.get('stop')
    if (request.method === 'GET') {
      if (confirmToken) return open(request, 'confirm', confirmToken)
      if (stopToken) return open(request, 'stop', stopToken)
      return seeOther(`${siteOrigins[0]}${roundAlertsPath}#expired`)
    }
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } })
    if (request.headers.has('authorization')) return pass(request)
    if (stopToken) return oneClick(request, stopToken)
    if (query.has('stop')) return press(request, 'stop')
    if (query.has('confirm')) return press(request, 'confirm')
    return subscribe(request, clientAddress)
  }
}

type PageKey = 'sent' | 'invalid' | 'busy' | 'failed' | 'expired' | 'confirmed' | 'stopped'
