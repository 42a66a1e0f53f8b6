// The resume scanner page (spec "Resume scanner"): the page, the scanner's view, its notifications
// and the EIR analysis's words, in the English catalogue (fixResume.*; the page is English only). The
// logic in lib/ (file checks, upload failures, the analysis, the score bands) holds none of its own:
// the scanner island hands it these.
//
// The sentences that take the visitor's values (the analysis's counts, a file's size, the WhatsApp
// text, an upload's status) are messages parsed here (`messageText`), formatted in the browser by the
// ICU formatter that loads with the scan.
import type { EirChecksCopy } from '../lib/eir/analysis'
import type { MessageText } from '../lib/island-messages'
import { besideEach, islandWords, type Messages } from '../lib/messages'
import type { FileSizeUnits } from '../lib/resume/validate'
import { type DataNotice, dataNotice } from './data-notice'
import { routes } from './routes'
import type { IconName, Intro, Notice } from './types'

export interface ScannerCopy {
  selectFile: string
  analyzing: string
  formats: string
  chosenFile: string
  /** The chosen file's size in the unit that suits it. */
  fileSize: FileSizeUnits
  uploading: string
  /** Said while the upload waits for its write pass. */
  preparing: string
  /** Beside the button: the file can also be dropped on the box. */
  dropHint: string
  /** While a file is dragged over the box. */
  dropNow: string
  noScript: string
  /** What an upload keeps, why, for how long and by whom, before the button that sends it (issue 38). */
  notice: DataNotice
  result: {
    scoreHeading: string
    checksHeading: string
    passed: string
    toFix: string
    /** The badge of a check that too little text could be read to judge. */
    notJudged: string
    /** After a review is requested: what the consultancy does next. */
    nextHeading: string
    next: readonly string[]
    again: string
    contactLabel: string
    contactHref: string
    /** The score sent to a consultant on WhatsApp: "{score}" and "{file}" (its name, never its contents). */
    whatsApp: { label: string; text: MessageText; newTab: string }
  }
}

/** The scanner's notifications: the file checks (spec §5 "Resume file") and the upload's (spec §8). */
export interface ScanMessages {
  fileProblems: {
    empty: Notice
    tooLarge: Notice
    wrongType: Notice
    pdfMismatch: Notice
    jpegMismatch: Notice
    /** The file could not be read at all (the spec's second, content-type check). */
    unreadableFile: Notice
  }
  uploadFailed: {
    title: string
    messages: {
      timeout: string
      network: string
      invalidResponse: string
      noUrl: string
      saveFailed: string
      /** Beyond the spec: the database's limits on resume records (migration public_write_path). */
      saveLimited: string
      other: string
      /** A non-OK answer without an error of its own: {status} and {statusText}. */
      httpStatus: MessageText
      /** The same without a status text: {status}. */
      status: MessageText
    }
  }
  /** Anything unexpected during an upload (spec §4 "Resume upload"). */
  unexpected: Notice
  success: Notice
}

/** The words of the EIR analysis (lib/eir/analysis.ts) and the spec's score bands (§9). */
export interface EirCopy {
  bands: { green: string; yellow: string; red: string }
  checks: EirChecksCopy
}

export interface FixResumeContent {
  hero: { eyebrow: string; heading: string; lead: string }
  upload: Intro
  scanner: ScannerCopy
  scanMessages: ScanMessages
  eir: EirCopy
  benefits: {
    heading: string
    lead: string
    items: readonly { title: string; body: string; icon: IconName }[]
  }
}

/** The icon beside each benefit, in the catalogue's order. */
const benefitIcons = [
  'search',
  'zap',
  'globe',
  'award',
  'shield',
  'heart',
] as const satisfies readonly IconName[]

export const fixResume = (m: Messages): FixResumeContent => {
  const { scanner, eir, benefits, ...page } = islandWords(m, 'fixResume', [
    'scanner.fileSize',
    'scanner.result.whatsApp.text',
    'scanMessages.uploadFailed.messages.httpStatus',
    'scanMessages.uploadFailed.messages.status',
    'eir.checks.headings.fix',
    'eir.checks.length.found',
    'eir.checks.length.tooShort',
    'eir.checks.length.tooLong',
    'eir.checks.pages.found',
    'eir.checks.pages.fix',
  ])
  return {
    ...page,
    scanner: {
      ...scanner,
      notice: dataNotice(m, 'resume'),
      result: { ...scanner.result, contactHref: routes.contact.path },
    },
    eir: { ...eir, checks: { language: m.language, ...eir.checks } },
    benefits: {
      ...benefits,
      items: besideEach(benefits.items, benefitIcons, 'fixResume.benefits.items').map(([item, icon]) => ({
        ...item,
        icon,
      })),
    },
  }
}
