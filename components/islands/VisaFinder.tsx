import { useEffect, useMemo, useState } from 'react'
import type { FinderReadings } from '../../content/finder-occupations'
import type { FinderCopy } from '../../content/visa-finder'
import { type YearsReading, yearsText } from '../../lib/calculators/text'
import { costQuery } from '../../lib/cost/query'
import type { RoundType } from '../../lib/draws/rounds'
import {
  type EnglishReading,
  finderTests,
  readsOverall,
  readTyped,
  type ScoreName,
  scoreNames,
} from '../../lib/finder/english'
import { unpackTables } from '../../lib/finder/english-tables'
import {
  educationLevels,
  englishLevels,
  type FinderRules,
  finderAges,
  finderDefaults,
  finderQuery,
  findRoutes,
  germanLevels,
  goalEnquiryTypes,
  type Judgement,
  maxExperience,
  offerCountries,
  parseFinderQuery,
  type RouteId,
} from '../../lib/finder/finder'
import { type OccupationNote, onNoList } from '../../lib/finder/occupation'
import { finderAnswersLine, finderSummary, routeNames } from '../../lib/finder/summary'
import { formatMessage, type MessageText } from '../../lib/island-messages'
import { answersAttribute } from '../../lib/island-protocol'
import { problemValues } from '../../lib/language-scores/tests'
import type { Locale } from '../../lib/languages'
import { formatList } from '../../lib/locale'
import { resultMessage } from '../../lib/whatsapp'
import { Checkbox, Group, RadioGroup, ScoreField, SelectField } from '../ui/choice-fields'
import { Flag } from '../ui/Flag'
import { OccupationSelect } from '../ui/OccupationChoice'
import { ResultHandoff } from '../ui/ResultHandoff'
import { useQueryAnswers } from '../ui/use-query-answers'
import { WorkedOut } from '../ui/WorkedOut'

interface VisaFinderProps {
  /** The rules but the score tables, which come with the readings (content/finder-occupations.ts). */
  rules: Omit<FinderRules, 'english'>
  copy: FinderCopy
  contactPath: string
  /** The firm's WhatsApp number, digits only. */
  whatsapp: string
  /** The page's own absolute address: the shared link before the page has read its address. */
  pageUrl: string
  /** "Opens in a new tab", for the links that do. */
  newTab: string
  /** Years as the calculators read them. */
  years: YearsReading
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((key) => ({ value: key, label: labels[key] }))

const verdictStyles: Record<Judgement['verdict'], string> = {
  eligible: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  check: 'bg-accent-100 text-amber-900 ring-accent-300',
  'not-eligible': 'bg-slate-100 text-slate-800 ring-slate-300',
}

/** What a route read the scores as: "Your scores: CLB 8 in reading, …", "Your scores: B2 met". */
function readingText(reading: EnglishReading, e: FinderCopy['english'], language: Locale): string {
  if (reading.kind === 'clb') return formatMessage(e.readings.clb, language, reading.clb)
  const level =
    reading.level === 'overall'
      ? formatMessage(e.levels.overall, language, { min: reading.min ?? '' })
      : e.levels[reading.level]
  return formatMessage(e.readings[reading.kind], language, { level })
}

/** What a route's list says of the occupation, its lists joined and its round type named in the page's language. */
function noteText({ note, values = {} }: OccupationNote, o: FinderReadings['words'], language: Locale) {
  const said = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object'
        ? formatList(value, language)
        : name === 'type'
          ? (o.types[value as RoundType] ?? value)
          : value,
    ]),
  )
  return formatMessage(o.notes[note], language, said)
}

function RouteList({
  judgements,
  copy,
  readings,
  newTab,
  language,
}: {
  judgements: Judgement[]
  copy: FinderCopy
  readings: FinderReadings['words'] | undefined
  newTab: string
  language: Locale
}) {
  return (
    <ul className="mt-3 space-y-3">
      {judgements.map((judgement) => {
        const route = copy.routes[judgement.route] as FinderCopy['routes'][RouteId]
        const reasons: Record<string, MessageText | undefined> =
          'reasons' in route ? route.reasons : copy.study
        const reason = reasons[judgement.reason]
        // Only a route with a calculator is judged with a query to open it with.
        const href = judgement.query ? `${route.link.path}?${judgement.query}` : route.link.path
        return (
          <li
            key={judgement.route}
            data-route={judgement.route}
            data-verdict={judgement.verdict}
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <div className="flex items-start gap-3">
              <Flag code={route.flag} className="mt-0.5 h-6 w-8 shrink-0" />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h4 className="font-bold text-slate-900">{route.name}</h4>
                <span
                  className={`inline-flex w-fit items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${verdictStyles[judgement.verdict]}`}
                >
                  {copy.result.verdicts[judgement.verdict]}
                </span>
              </div>
            </div>
            <p className="mt-2 text-slate-800">
              {reason && formatMessage(reason, language, judgement.values ?? {})}
            </p>
            {judgement.english && (
              <p className="mt-1 text-sm text-slate-700">
                {readingText(judgement.english, copy.english, language)}
              </p>
            )}
            {readings &&
              judgement.occupation?.map((note) => (
                <p key={note.note} className="mt-1 text-sm text-slate-700">
                  {noteText(note, readings, language)}
                </p>
              ))}
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a href={href} className="font-semibold text-brand-700 underline underline-offset-2">
                {route.link.label}
              </a>
              <a
                href={`${copy.result.cost.path}?${costQuery({ route: judgement.route })}`}
                // Not the calculator link's classes to the letter: measured, the identical pair made the
                // Hindi and Marathi pages 0.4 KB larger gzipped.
                className="font-semibold text-brand-700 underline"
              >
                {copy.result.cost.label}
              </a>
              <a
                href={route.source.url}
                target="_blank"
                rel="noopener"
                className="text-slate-700 underline underline-offset-2"
              >
                {`${copy.result.source}: ${route.source.title}`}
                <span className="sr-only">{` ${newTab}`}</span>
              </a>
            </p>
          </li>
        )
      })}
    </ul>
  )
}

/** Each language's occupation readings, loaded only once an occupation is chosen (content/finder-occupations.ts). */
const readingFiles = {
  en: () => import('../../content/generated/finder-occupations.en.json'),
  hi: () => import('../../content/generated/finder-occupations.hi.json'),
  mr: () => import('../../content/generated/finder-occupations.mr.json'),
} satisfies Record<Locale, () => Promise<unknown>>

/** The readings in the page's language, once `needed`; undefined until they arrive. */
function useReadings(needed: boolean, language: Locale) {
  const [readings, setReadings] = useState<FinderReadings>()
  useEffect(() => {
    if (!needed || readings) return
    readingFiles[language]().then((file) => setReadings(file.default as unknown as FinderReadings))
  }, [needed, readings, language])
  return readings
}

/** The visa finder: the profile on the left, the routes judged beside it. */
export default function VisaFinder({
  rules: packed,
  copy,
  contactPath,
  whatsapp,
  pageUrl,
  newTab,
  years: yearWords,
}: VisaFinderProps) {
  const { answers, bind, formRef, link, revise } = useQueryAnswers(
    finderDefaults,
    packed,
    parseFinderQuery,
    finderQuery,
  )
  const { language } = yearWords
  const { test } = answers
  // An occupation's lists, or test scores' tables: loaded once the visitor gives either.
  const readings = useReadings(answers.occupation !== undefined || test !== 'level', language)
  const english = useMemo(() => readings && unpackTables(readings.english), [readings])
  // Until they arrive, no result shows: without them it would be another profile's.
  const waiting = (answers.occupation !== undefined || test !== 'level') && !english
  const result = findRoutes(answers, { ...packed, english, occupations: readings?.rows })
  const chosen = answers.occupation && readings?.rows[answers.occupation]
  const routeList = (judgements: Judgement[]) => (
    <RouteList
      judgements={judgements}
      copy={copy}
      readings={readings?.words}
      newTab={newTab}
      language={language}
    />
  )
  const r = copy.result
  const names = Object.fromEntries(
    Object.entries(copy.routes).map(([id, route]) => [id, route.name]),
  ) as Record<RouteId, string>
  const e = copy.english
  const summaryCopy = {
    ...copy.enquiry,
    values: {
      education: copy.education.options,
      english: e.options,
      test: e.test.options,
      scores: e.scores,
      german: copy.german.options,
      offer: copy.offer.options,
      goal: copy.goal.options,
    },
  }
  const message = link && !waiting ? finderSummary(answers, result, summaryCopy, names, link, language) : ''
  const whatsAppText = resultMessage({
    lead: formatMessage(copy.whatsApp.lead, language, {
      eligible: routeNames(result, 'eligible', names, copy.enquiry.none),
      check: routeNames(result, 'check', names, copy.enquiry.none),
    }),
    details: finderAnswersLine(answers, summaryCopy),
    link: link || `${pageUrl}?${finderQuery(answers)}`,
  })
  const ages = Array.from({ length: finderAges.max - finderAges.min + 1 }, (_, i) => finderAges.min + i).map(
    (age) => ({
      value: age,
      label: age === finderAges.min ? copy.age.min : age === finderAges.max ? copy.age.max : String(age),
    }),
  )
  /** Why a typed score cannot be read, under its field; the score stays as typed. */
  const scoreProblem = (name: ScoreName) => {
    const typed = answers.scores[name]
    if (test === 'level' || !typed?.trim()) return undefined
    const reading = readTyped(test, name, typed)
    if ('score' in reading) return undefined
    const scale = problemValues(test, name === 'overall' ? 'r' : name, typed)
    return {
      problem: formatMessage(e.problems[reading.problem], language, {
        test: e.test.options[test],
        ...scale,
      }),
    }
  }
  const years = Array.from({ length: maxExperience + 1 }, (_, n) => ({
    value: n,
    label:
      n === maxExperience ? formatMessage(copy.experience.max, language, { n }) : yearsText(n, yearWords),
  }))

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,22rem)_1fr] lg:items-start">
      <form ref={formRef} className="space-y-5" onSubmit={(event) => event.preventDefault()}>
        <RadioGroup legend={copy.goal.legend} options={copy.goal.options} {...bind('goal')} />
        <SelectField label={copy.age.label} options={ages} {...bind('age')} />
        <SelectField
          label={copy.education.label}
          options={options(educationLevels, copy.education.options)}
          {...bind('education')}
        />
        <SelectField
          label={e.test.question}
          name="test"
          value={test}
          options={options(finderTests, e.test.options)}
          onChange={(chosen) => revise((current) => ({ ...current, test: chosen, scores: {} }))}
        />
        {test === 'level' ? (
          <SelectField
            label={e.label}
            hint={e.hint}
            options={options(englishLevels, e.options)}
            {...bind('english')}
          />
        ) : (
          <Group legend={e.test.options[test]}>
            {scoreNames
              .filter((name) => name !== 'overall' || readsOverall(test))
              .map((name) => (
                <ScoreField
                  key={name}
                  label={e.scores[name]}
                  name={name}
                  value={answers.scores[name] ?? ''}
                  onChange={(typed) =>
                    revise((current) => ({ ...current, scores: { ...current.scores, [name]: typed } }))
                  }
                  result={scoreProblem(name)}
                />
              ))}
          </Group>
        )}
        <SelectField
          label={copy.german.label}
          options={options(germanLevels, copy.german.options)}
          {...bind('german')}
        />
        <SelectField
          label={copy.experience.label}
          hint={copy.experience.hint}
          options={years}
          {...bind('experience')}
        />
        <SelectField
          label={copy.offer.label}
          options={options(offerCountries, copy.offer.options)}
          {...bind('offer')}
        />
        <Checkbox label={copy.funds} {...bind('funds')} />
        <div>
          <OccupationSelect
            copy={copy.occupation}
            language={language}
            hint={copy.occupation.hint}
            {...bind('occupation')}
          />
        </div>
      </form>
      {/* Marked as a link's answers still to apply while the readings load: the result is hidden, and
          its pending line stands over it, as before the island applied the link (WorkedOut.tsx). */}
      <section
        aria-labelledby="finder-result-heading"
        className="rounded-2xl bg-slate-50 p-5 sm:p-6"
        {...{ [answersAttribute]: waiting ? 'link' : undefined }}
      >
        <h3 id="finder-result-heading" className="text-xl font-bold text-slate-900">
          {r.heading}
        </h3>
        <WorkedOut pending={copy.pending} className="mt-4">
          {result.forGoal.length > 0 ? (
            <>
              <h4 className="text-base font-bold text-slate-900">{r.forGoal}</h4>
              {routeList(result.forGoal)}
            </>
          ) : (
            <p className="rounded-xl bg-accent-100 p-4 text-slate-900">{r.noRoutes}</p>
          )}
          <h4 className="mt-6 text-base font-bold text-slate-900">{r.others}</h4>
          {routeList(result.others)}
          {chosen && readings && (
            <div className="mt-5 space-y-2 text-sm text-slate-700">
              {onNoList(chosen) && <p className="font-medium text-slate-900">{readings.words.noList}</p>}
              <p>{formatMessage(readings.words.suggestion, language, {})}</p>
            </div>
          )}
        </WorkedOut>
        <p className="mt-5 text-sm text-slate-700">{r.estimate}</p>
        <ResultHandoff
          contactPath={contactPath}
          enquiry={{ ...copy.enquiry, immigrationType: goalEnquiryTypes[answers.goal] }}
          message={message}
          whatsApp={{ number: whatsapp, label: copy.whatsApp.label, text: whatsAppText }}
          newTab={newTab}
          ground="light"
          button="cta"
          space="mt-4"
        />
      </section>
    </div>
  )
}
