import { type FormEvent, type MouseEvent, useRef, useState } from 'react'
import type { RoundAlertsCopy } from '../../content/round-alerts'
import { roundAlertsAction } from '../../lib/backend/config'
import { earnWritePass, forgetWritePass, writePass } from '../../lib/backend/write-pass'
import type { RoundType } from '../../lib/draws/rounds'
import type { Locale } from '../../lib/i18n'
import { buttonClasses } from './button-styles'
import { DataNotice } from './DataNotice'
import { useValidityWords } from './validity-words'

const label = 'block text-sm font-semibold text-slate-800'
const choice = 'flex items-start gap-3 py-1 text-slate-800'
const box = 'size-6 shrink-0 accent-brand-700'

/**
 * Where the form is live (under the calculator, an island), it earns a write pass while the visitor types
 * and posts it, so nothing others on a shared connection sent can hold the subscription back (migration
 * round_alerts); without a script it posts as it is. The browser has checked the fields before this
 * submit event; the post that follows is submit(), not requestSubmit(): with the pass already earned,
 * this goes on while the browser is still firing this event, when a requestSubmit() is ignored and the
 * form would never be sent.
 */
async function sendWithPass(event: FormEvent<HTMLFormElement>) {
  const form = event.currentTarget
  event.preventDefault()
  const pass = await writePass()
  const field = form.elements.namedItem('write_pass')
  if (pass && field instanceof HTMLInputElement) {
    field.value = pass
    forgetWritePass(pass)
  }
  HTMLFormElement.prototype.submit.call(form)
}

/**
 * "Tell me when a round reaches my score" (issue 65): a plain form posted to the round-alerts function, so
 * it works without a script; the calculator passes its score and answers, the page its language.
 */
export function RoundAlertsForm({
  copy,
  typeNames,
  language,
  score,
  answers = '',
  typesWhenChosen = false,
}: {
  copy: Pick<RoundAlertsCopy, 'form' | 'notice' | 'validity'>
  typeNames: Record<RoundType, string>
  language: Locale
  score?: number
  answers?: string
  /**
   * Under the calculator the round types are listed only once the visitor picks "rounds of the types I
   * tick": the score is what that form is for, and the list would weigh on the page before it is asked
   * for. Where the form must work without a script (/express-entry-draws), they are always listed.
   */
  typesWhenChosen?: boolean
}) {
  const { form } = copy
  const [kind, setKind] = useState<'score' | 'types' | 'every'>(score === undefined ? 'every' : 'score')
  const formRef = useRef<HTMLFormElement>(null)
  useValidityWords(formRef, copy.validity)
  // No constraint of the browser's asks for one of several boxes: on the click that sends (before the
  // browser checks the form), the first box carries the page's words while alerts by type have none.
  const askForAType = (event: MouseEvent<HTMLButtonElement>) => {
    const boxes = [
      ...(event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name^="type-"]') ?? []),
    ]
    boxes[0]?.setCustomValidity(
      kind === 'types' && !boxes.some((box) => box.checked) ? form.typesMissing : '',
    )
  }
  return (
    <form
      ref={formRef}
      method="post"
      action={roundAlertsAction}
      className="space-y-4"
      data-round-alerts
      onFocus={earnWritePass}
      onSubmit={sendWithPass}
    >
      <h2 className="text-xl font-bold text-slate-900">{form.heading}</h2>
      <p className="text-slate-700">{form.lead}</p>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="answers" value={answers} />
      <input type="hidden" name="write_pass" value="" />
      <div>
        <label htmlFor="alerts-email" className={label}>
          {form.email}
        </label>
        <input
          id="alerts-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          className="field-control mt-1"
        />
      </div>
      <fieldset>
        <legend className={label}>{form.choose}</legend>
        {(['score', 'types', 'every'] as const).map((option) => (
          <label key={option} className={choice}>
            <input
              type="radio"
              name="kind"
              value={option}
              checked={option === kind}
              onChange={() => setKind(option)}
              className={box}
            />
            {form.kinds[option]}
          </label>
        ))}
      </fieldset>
      {(!typesWhenChosen || kind === 'types') && (
        <fieldset>
          <legend className={label}>{form.types}</legend>
          <div className="grid sm:grid-cols-2">
            {/* Every kind the rounds name but the catch-all. */}
            {(Object.keys(typeNames) as RoundType[])
              .filter((type) => type !== 'other')
              .map((type) => (
                <label key={type} className={choice}>
                  <input type="checkbox" name={`type-${type}`} className={box} />
                  {typeNames[type]}
                </label>
              ))}
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor="alerts-score" className={label}>
          {form.score}
        </label>
        <p id="alerts-score-hint" className="text-sm text-slate-600">
          {form.scoreHint}
        </p>
        <input
          id="alerts-score"
          name="score"
          inputMode="numeric"
          pattern="\d{1,4}"
          // Alerts at or below a score need the score; the function checks it again.
          required={kind === 'score'}
          defaultValue={score ?? ''}
          key={score}
          aria-describedby="alerts-score-hint"
          className="field-control mt-1 max-w-32"
        />
      </div>
      <DataNotice notice={copy.notice} />
      <button type="submit" className={buttonClasses('cta', 'lg')} onClick={askForAType}>
        {form.submit}
      </button>
    </form>
  )
}
