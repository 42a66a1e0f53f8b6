import { FileText, Upload } from 'lucide-react'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import type { ScannerCopy } from '../../content/fix-resume'
import type { EirResult } from '../../lib/eir/analysis'
import { type BandTone, scoreBand } from '../../lib/eir/bands'
import { uploadFailureMessage } from '../../lib/resume/upload-failure'
import { checkResumeFile, formatMegabytes, resumeAccept, resumeProblems } from '../../lib/resume/validate'
import { buttonClasses } from '../ui/button-styles'
import { notify } from '../ui/notify'

/** Idle → validating → uploading (file kept) → a 2-second pause → result (spec §4 "Resume upload"). */
type Phase =
  | { name: 'idle' }
  | { name: 'busy'; file?: { name: string; size: number }; progress: number }
  | { name: 'result'; result: EirResult }

const resultDelayMs = 2000

const tones: Record<BandTone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-600',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-500',
  red: 'bg-red-50 text-red-800 ring-red-600',
}

const unexpected = { title: 'Upload Error', message: 'An unexpected error occurred. Please try again.' }

export default function ResumeScanner({ copy }: { copy: ScannerCopy }) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' })
  const input = useRef<HTMLInputElement>(null)
  const scoreHeading = useRef<HTMLHeadingElement>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (phase.name === 'result') scoreHeading.current?.focus()
  }, [phase.name])

  const reset = () => {
    setPhase({ name: 'idle' })
    if (input.current) input.current.value = ''
  }

  const fail = (problem: { title: string; message: string }) => {
    reset()
    notify({ kind: 'error', ...problem })
  }

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    setPhase({ name: 'busy', progress: 0 })
    let head: Uint8Array
    try {
      head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
    } catch {
      return fail(resumeProblems.unreadableFile)
    }
    const checked = checkResumeFile({ name: file.name, type: file.type, size: file.size, head })
    if (!checked.ok) return fail(checked)

    setPhase({ name: 'busy', file: { name: checked.name, size: checked.size }, progress: 0 })
    // While the upload runs, anything unexpected resets the page instead of leaving it stuck.
    const previous = { error: window.onerror, rejection: window.onunhandledrejection }
    let failed = false
    const onUnexpected = () => {
      failed = true
      fail(unexpected)
    }
    window.onerror = onUnexpected
    window.onunhandledrejection = onUnexpected
    try {
      const [{ readResume }, { analyzeResume }, backend] = await Promise.all([
        import('../../lib/eir/read-resume'),
        import('../../lib/eir/analysis'),
        import('../../lib/backend/resumes'),
      ])
      const [content, url] = await Promise.all([
        readResume(file, checked.type),
        backend.uploadResume(file, checked.name, (progress) =>
          setPhase((current) => (current.name === 'busy' ? { ...current, progress } : current)),
        ),
      ])
      const result = analyzeResume(content)
      await backend.saveResume({
        cloudinary_url: url,
        original_filename: checked.name,
        file_type: checked.type,
        ats_score: result.score,
      })
      await new Promise((resolve) => setTimeout(resolve, resultDelayMs))
      if (failed) return
      setPhase({ name: 'result', result })
      notify({
        kind: 'success',
        title: 'Resume Analyzed Successfully!',
        message: 'Your resume has been processed and scored.',
      })
    } catch (error) {
      if (failed) return
      fail({ title: 'Upload Failed', message: uploadFailureMessage(error) })
    } finally {
      window.onerror = previous.error
      window.onunhandledrejection = previous.rejection
    }
  }

  if (phase.name === 'result') {
    const { score, checks } = phase.result
    const band = scoreBand(score)
    return (
      <div className="space-y-8">
        <div className={`rounded-xl p-6 text-center ring-2 ${tones[band.tone]}`}>
          <h2 ref={scoreHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {copy.result.scoreHeading}
          </h2>
          <p className="mt-2 text-6xl font-extrabold" data-testid="eir-score">
            {score}/100
          </p>
          <p className="mt-3 text-lg font-semibold">{band.message}</p>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{copy.result.checksHeading}</h3>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {checks.map((item) => (
              <li key={item.id} className="flex gap-3 p-4">
                <span
                  className={`mt-0.5 shrink-0 self-start rounded-full px-2 py-0.5 text-xs font-bold ${item.passed ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
                >
                  {item.passed ? copy.result.passed : copy.result.toFix}
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
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{copy.result.nextHeading}</h3>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
            {copy.result.next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={reset} className={buttonClasses('default', 'lg')}>
            {copy.result.again}
          </button>
          <a href={copy.result.contactHref} className={buttonClasses('outline', 'lg')}>
            {copy.result.contactLabel}
          </a>
        </div>
      </div>
    )
  }

  const busy = phase.name === 'busy'
  return (
    <div className="rounded-xl border-2 border-dashed border-slate-300 p-8 text-center">
      <FileText className="mx-auto size-12 text-brand-700" aria-hidden="true" />
      <p className="mt-3 text-slate-700">{copy.formats}</p>
      <input
        ref={input}
        type="file"
        accept={resumeAccept}
        onChange={onChoose}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      />
      <button
        type="button"
        disabled={!hydrated || busy}
        onClick={() => input.current?.click()}
        className={buttonClasses('cta', 'lg', 'mt-6')}
      >
        <Upload className="size-5" aria-hidden="true" />
        {busy ? copy.analyzing : copy.selectFile}
      </button>
      {busy && phase.file && (
        <div className="mx-auto mt-6 max-w-md text-left">
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{copy.chosenFile}:</span> {phase.file.name} (
            {formatMegabytes(phase.file.size)})
          </p>
          <label className="mt-2 block text-sm text-slate-700">
            {copy.uploading}
            <progress className="mt-1 block h-2 w-full accent-brand-700" max={1} value={phase.progress}>
              {Math.round(phase.progress * 100)}%
            </progress>
          </label>
        </div>
      )}
      {!hydrated && <noscript>{copy.noScript}</noscript>}
    </div>
  )
}
