import { FileText, Upload } from 'lucide-react'
import { type DragEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { DirectContact } from '../../content/direct-contact'
import type { EnquiryFormCopy } from '../../content/enquiry-form'
import type { EirCopy, ScanMessages, ScannerCopy } from '../../content/fix-resume'
import type { Notice } from '../../content/types'
import type { BandTone } from '../../lib/eir/bands'
import type { Say } from '../../lib/island-messages'
import { browserScanDependencies, type ScanEnd, type ScanState, scanResume } from '../../lib/resume/scan'
import { formatFileSize, resumeAccept } from '../../lib/resume/validate'
import { resultMessage, whatsAppHref } from '../../lib/whatsapp'
import { buttonClasses } from '../ui/button-styles'
import { DataNotice } from '../ui/DataNotice'
import { NoScriptNote } from '../ui/NoScriptNote'
import { notify } from '../ui/notify'

// The review form is needed only after a score: its code loads while the file uploads.
const loadReviewForm = () => import('./ConsultationForm')
const ConsultationForm = lazy(loadReviewForm)

// The ICU formatter comes with the scan's code, which the eager island has no room for (5.7 KB gzip):
// it loads once a file is chosen, before any sentence it formats (the file's size, an upload's
// status, the WhatsApp text) can show.
const loadFormatter = () => import('../../lib/island-messages')

// The scanner's view: the form, the chosen file with the upload's progress, the result. The scan
// itself (lib/resume/scan.ts) reports the states this shows: idle → validating → uploading → a
// 2-second pause → result, or back to the form with a notice (spec §4 "Resume upload").

const tones: Record<BandTone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-600',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-500',
  red: 'bg-red-50 text-red-800 ring-red-600',
}

const badges = {
  passed: 'bg-green-100 text-green-800',
  toFix: 'bg-red-100 text-red-800',
  notJudged: 'bg-slate-100 text-slate-700',
} as const

export interface ResumeScannerProps {
  copy: ScannerCopy
  messages: ScanMessages
  eir: EirCopy
  /** The optional "free review" step after the score: an enquiry naming the scanned resume. */
  reviewForm: EnquiryFormCopy
  contact: DirectContact
  /** The firm's WhatsApp number, digits only. */
  whatsapp: string
}

export default function ResumeScanner({
  copy,
  messages,
  eir,
  reviewForm,
  contact,
  whatsapp,
}: ResumeScannerProps) {
  const [state, setState] = useState<ScanState>({ name: 'idle' })
  const [dragging, setDragging] = useState(false)
  const [reviewRequested, setReviewRequested] = useState(false)
  const [say, setSay] = useState<Say>()
  const input = useRef<HTMLInputElement>(null)
  const scoreHeading = useRef<HTMLHeadingElement>(null)
  /** The scan whose states are shown; a reset or an unexpected error moves on from it. */
  const currentScan = useRef(0)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (state.name === 'result') scoreHeading.current?.focus()
  }, [state.name])

  const reset = () => {
    currentScan.current++
    setState({ name: 'idle' })
    setReviewRequested(false)
    if (input.current) input.current.value = ''
  }

  const fail = (notice: Notice) => {
    reset()
    notify({ kind: 'error', ...notice })
  }

  const finish = (end: ScanEnd) => {
    if (end.name === 'failed') return fail(end.notice)
    setState(end)
    notify({ kind: 'success', ...end.notice })
  }

  async function scanFile(file: File | undefined) {
    if (!file) return
    void loadReviewForm()
    const scan = ++currentScan.current
    const isCurrent = () => currentScan.current === scan
    // While the scan runs, anything unexpected on the page resets it instead of leaving it stuck.
    // Listeners, not window.onerror: the page's other handlers keep working.
    const onUnexpected = () => {
      unguard()
      if (isCurrent()) fail(messages.unexpected)
    }
    const unguard = () => {
      window.removeEventListener('error', onUnexpected)
      window.removeEventListener('unhandledrejection', onUnexpected)
    }
    window.addEventListener('error', onUnexpected)
    window.addEventListener('unhandledrejection', onUnexpected)
    try {
      // Busy at once, while the formatter arrives; the scan then reports its own states.
      setState({ name: 'validating' })
      const { formatMessage } = await loadFormatter()
      const sayHere: Say = (text, values) => formatMessage(text, eir.checks.language, values)
      setSay(() => sayHere)
      const end = await scanResume(file, { messages, eir, say: sayHere }, browserScanDependencies, (next) => {
        if (isCurrent() && next.name !== 'result' && next.name !== 'failed') setState(next)
      })
      if (isCurrent()) finish(end)
    } catch {
      // Only the formatter's loading can throw here (scanResume never does): a lost connection.
      if (isCurrent()) fail(messages.unexpected)
    } finally {
      unguard()
    }
  }

  const busy = state.name === 'validating' || state.name === 'uploading'
  // A dropped file is scanned like a chosen one; the button stays the keyboard's way in.
  const dropZone = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault()
      if (!busy) setDragging(true)
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      setDragging(false)
      if (hydrated && !busy) void scanFile(event.dataTransfer.files[0])
    },
  }

  if (state.name === 'result' && say) {
    const { result, band } = state
    return (
      <div className="space-y-8">
        <div className={`rounded-xl p-6 text-center ring-2 ${tones[band.tone]}`}>
          <h2 ref={scoreHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {copy.result.scoreHeading}
          </h2>
          <p className="mt-2 text-6xl font-extrabold" data-testid="eir-score">
            {result.score}/100
          </p>
          <p className="mt-3 text-lg font-semibold">{band.message}</p>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{copy.result.checksHeading}</h3>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {result.checks.map((item) => {
              const badge = !item.judged ? 'notJudged' : item.passed ? 'passed' : 'toFix'
              return (
                <li key={item.id} className="flex gap-3 p-4">
                  <span
                    className={`mt-0.5 shrink-0 self-start rounded-full px-2 py-0.5 text-xs font-bold ${badges[badge]}`}
                  >
                    {copy.result[badge]}
                  </span>
                  <div>
                    <p className="font-medium text-slate-900">
                      {item.label}{' '}
                      <span className="text-sm text-slate-600">
                        ({item.points}/{item.maxPoints})
                      </span>
                    </p>
                    <p className="text-sm text-slate-700">{item.detail}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
        {reviewRequested ? (
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{copy.result.nextHeading}</h3>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {copy.result.next.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </div>
        ) : (
          <section
            aria-labelledby="review-heading"
            className="rounded-xl bg-brand-50 p-6 ring-1 ring-brand-200"
          >
            <h3 id="review-heading" className="text-lg font-semibold text-slate-900">
              {reviewForm.heading}
            </h3>
            <p className="mt-2 text-slate-700">{reviewForm.lead}</p>
            <div className="mt-5">
              <Suspense>
                <ConsultationForm
                  variant="home"
                  copy={reviewForm}
                  resumeId={state.resumeId}
                  onSent={() => setReviewRequested(true)}
                />
              </Suspense>
            </div>
          </section>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={reset} className={buttonClasses('default', 'lg')}>
            {copy.result.again}
          </button>
          <a href={copy.result.contactHref} className={buttonClasses('outline', 'lg')}>
            {copy.result.contactLabel}
          </a>
          <a
            href={whatsAppHref(
              whatsapp,
              resultMessage({
                lead: say(copy.result.whatsApp.text, { file: state.file.name, score: result.score }),
              }),
            )}
            target="_blank"
            rel="noopener"
            className={buttonClasses('outline', 'lg')}
          >
            {copy.result.whatsApp.label}
            <span className="sr-only"> {copy.result.whatsApp.newTab}</span>
          </a>
        </div>
      </div>
    )
  }

  const percent = state.name === 'uploading' ? Math.round(state.progress * 100) : 0
  return (
    <div
      {...dropZone}
      data-dragging={dragging || undefined}
      className="rounded-xl border-2 border-dashed border-slate-300 p-8 text-center transition-colors data-dragging:border-brand-600 data-dragging:bg-brand-50"
    >
      <FileText className="mx-auto size-12 text-brand-700" aria-hidden="true" />
      <p className="mt-3 text-slate-700">{dragging ? copy.dropNow : copy.formats}</p>
      <input
        ref={input}
        type="file"
        accept={resumeAccept}
        onChange={(event) => void scanFile(event.target.files?.[0])}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      />
      {!hydrated && (
        <div className="mt-6 text-left">
          <NoScriptNote text={copy.noScript} contact={contact} />
        </div>
      )}
      <div className="mx-auto mt-6 max-w-xl text-left">
        <DataNotice notice={copy.notice} />
      </div>
      <button
        type="button"
        disabled={!hydrated || busy}
        onClick={() => input.current?.click()}
        className={buttonClasses('cta', 'lg', 'mt-6')}
      >
        <Upload className="size-5" aria-hidden="true" />
        {busy ? copy.analyzing : copy.selectFile}
      </button>
      {!busy && <p className="mt-2 text-sm text-slate-600">{copy.dropHint}</p>}
      {state.name === 'uploading' && say && (
        <div className="mx-auto mt-6 max-w-md text-left">
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{copy.chosenFile}:</span> {state.file.name} (
            {formatFileSize(state.file.size, copy.fileSize, say)})
          </p>
          <label className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 text-sm text-slate-700">
            {copy.uploading}
            <span aria-hidden="true" className="font-semibold text-brand-800 tabular-nums">
              {percent}%
            </span>
            <progress className="progress-brand col-span-2" max={100} value={percent} />
          </label>
          {state.preparing && (
            <p role="status" className="mt-2 text-sm text-slate-700">
              {copy.preparing}
            </p>
          )}
          {/* Read out in quarters, not at every percent. */}
          <p aria-live="polite" className="sr-only">
            {copy.uploading} {Math.floor(percent / 25) * 25}%
          </p>
        </div>
      )}
    </div>
  )
}
