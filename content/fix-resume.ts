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
import { type Messages, messageText } from '../lib/messages'
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

export const fixResume = (m: Messages): FixResumeContent => ({
  hero: {
    eyebrow: m('fixResume.hero.eyebrow'),
    heading: m('fixResume.hero.heading'),
    lead: m('fixResume.hero.lead'),
  },
  upload: {
    heading: m('fixResume.upload.heading'),
    lead: m('fixResume.upload.lead'),
  },
  scanner: {
    selectFile: m('fixResume.scanner.selectFile'),
    analyzing: m('fixResume.scanner.analyzing'),
    formats: m('fixResume.scanner.formats'),
    chosenFile: m('fixResume.scanner.chosenFile'),
    fileSize: {
      bytes: messageText(m, 'fixResume.scanner.fileSize.bytes'),
      kilobytes: messageText(m, 'fixResume.scanner.fileSize.kilobytes'),
      megabytes: messageText(m, 'fixResume.scanner.fileSize.megabytes'),
    },
    uploading: m('fixResume.scanner.uploading'),
    preparing: m('fixResume.scanner.preparing'),
    dropHint: m('fixResume.scanner.dropHint'),
    dropNow: m('fixResume.scanner.dropNow'),
    notice: dataNotice(m, 'resume'),
    noScript: m('fixResume.scanner.noScript'),
    result: {
      scoreHeading: m('fixResume.scanner.result.scoreHeading'),
      checksHeading: m('fixResume.scanner.result.checksHeading'),
      passed: m('fixResume.scanner.result.passed'),
      toFix: m('fixResume.scanner.result.toFix'),
      notJudged: m('fixResume.scanner.result.notJudged'),
      nextHeading: m('fixResume.scanner.result.nextHeading'),
      next: [
        m('fixResume.scanner.result.next.1'),
        m('fixResume.scanner.result.next.2'),
        m('fixResume.scanner.result.next.3'),
        m('fixResume.scanner.result.next.4'),
      ],
      again: m('fixResume.scanner.result.again'),
      contactLabel: m('fixResume.scanner.result.contactLabel'),
      contactHref: routes.contact.path,
      whatsApp: {
        label: m('fixResume.scanner.result.whatsApp.label'),
        text: messageText(m, 'fixResume.scanner.result.whatsApp.text'),
        newTab: m('fixResume.scanner.result.whatsApp.newTab'),
      },
    },
  },
  scanMessages: {
    fileProblems: {
      empty: {
        title: m('fixResume.scanMessages.fileProblems.empty.title'),
        message: m('fixResume.scanMessages.fileProblems.empty.message'),
      },
      tooLarge: {
        title: m('fixResume.scanMessages.fileProblems.tooLarge.title'),
        message: m('fixResume.scanMessages.fileProblems.tooLarge.message'),
      },
      wrongType: {
        title: m('fixResume.scanMessages.fileProblems.wrongType.title'),
        message: m('fixResume.scanMessages.fileProblems.wrongType.message'),
      },
      pdfMismatch: {
        title: m('fixResume.scanMessages.fileProblems.pdfMismatch.title'),
        message: m('fixResume.scanMessages.fileProblems.pdfMismatch.message'),
      },
      jpegMismatch: {
        title: m('fixResume.scanMessages.fileProblems.jpegMismatch.title'),
        message: m('fixResume.scanMessages.fileProblems.jpegMismatch.message'),
      },
      unreadableFile: {
        title: m('fixResume.scanMessages.fileProblems.unreadableFile.title'),
        message: m('fixResume.scanMessages.fileProblems.unreadableFile.message'),
      },
    },
    uploadFailed: {
      title: m('fixResume.scanMessages.uploadFailed.title'),
      messages: {
        timeout: m('fixResume.scanMessages.uploadFailed.messages.timeout'),
        network: m('fixResume.scanMessages.uploadFailed.messages.network'),
        invalidResponse: m('fixResume.scanMessages.uploadFailed.messages.invalidResponse'),
        noUrl: m('fixResume.scanMessages.uploadFailed.messages.noUrl'),
        saveFailed: m('fixResume.scanMessages.uploadFailed.messages.saveFailed'),
        saveLimited: m('fixResume.scanMessages.uploadFailed.messages.saveLimited'),
        other: m('fixResume.scanMessages.uploadFailed.messages.other'),
        httpStatus: messageText(m, 'fixResume.scanMessages.uploadFailed.messages.httpStatus'),
        status: messageText(m, 'fixResume.scanMessages.uploadFailed.messages.status'),
      },
    },
    unexpected: {
      title: m('fixResume.scanMessages.unexpected.title'),
      message: m('fixResume.scanMessages.unexpected.message'),
    },
    success: {
      title: m('fixResume.scanMessages.success.title'),
      message: m('fixResume.scanMessages.success.message'),
    },
  },
  eir: {
    bands: {
      green: m('fixResume.eir.bands.green'),
      yellow: m('fixResume.eir.bands.yellow'),
      red: m('fixResume.eir.bands.red'),
    },
    checks: {
      language: m.language,
      readable: {
        label: m('fixResume.eir.checks.readable.label'),
        found: m('fixResume.eir.checks.readable.found'),
        fix: m('fixResume.eir.checks.readable.fix'),
        image: m('fixResume.eir.checks.readable.image'),
      },
      email: {
        label: m('fixResume.eir.checks.email.label'),
        found: m('fixResume.eir.checks.email.found'),
        fix: m('fixResume.eir.checks.email.fix'),
        notJudged: m('fixResume.eir.checks.email.notJudged'),
      },
      phone: {
        label: m('fixResume.eir.checks.phone.label'),
        found: m('fixResume.eir.checks.phone.found'),
        fix: m('fixResume.eir.checks.phone.fix'),
        notJudged: m('fixResume.eir.checks.phone.notJudged'),
      },
      headings: {
        label: m('fixResume.eir.checks.headings.label'),
        found: m('fixResume.eir.checks.headings.found'),
        fix: messageText(m, 'fixResume.eir.checks.headings.fix'),
        notJudged: m('fixResume.eir.checks.headings.notJudged'),
        names: {
          summary: m('fixResume.eir.checks.headings.names.summary'),
          experience: m('fixResume.eir.checks.headings.names.experience'),
          education: m('fixResume.eir.checks.headings.names.education'),
          skills: m('fixResume.eir.checks.headings.names.skills'),
        },
      },
      length: {
        label: m('fixResume.eir.checks.length.label'),
        found: messageText(m, 'fixResume.eir.checks.length.found'),
        tooShort: messageText(m, 'fixResume.eir.checks.length.tooShort'),
        tooLong: messageText(m, 'fixResume.eir.checks.length.tooLong'),
        notJudged: m('fixResume.eir.checks.length.notJudged'),
      },
      dates: {
        label: m('fixResume.eir.checks.dates.label'),
        found: m('fixResume.eir.checks.dates.found'),
        fix: m('fixResume.eir.checks.dates.fix'),
        notJudged: m('fixResume.eir.checks.dates.notJudged'),
      },
      results: {
        label: m('fixResume.eir.checks.results.label'),
        found: m('fixResume.eir.checks.results.found'),
        fix: m('fixResume.eir.checks.results.fix'),
        notJudged: m('fixResume.eir.checks.results.notJudged'),
      },
      pages: {
        label: m('fixResume.eir.checks.pages.label'),
        found: messageText(m, 'fixResume.eir.checks.pages.found'),
        fix: messageText(m, 'fixResume.eir.checks.pages.fix'),
        notJudged: m('fixResume.eir.checks.pages.notJudged'),
      },
    },
  },
  benefits: {
    heading: m('fixResume.benefits.heading'),
    lead: m('fixResume.benefits.lead'),
    items: [
      {
        title: m('fixResume.benefits.items.1.title'),
        body: m('fixResume.benefits.items.1.body'),
        icon: 'search',
      },
      {
        title: m('fixResume.benefits.items.2.title'),
        body: m('fixResume.benefits.items.2.body'),
        icon: 'zap',
      },
      {
        title: m('fixResume.benefits.items.3.title'),
        body: m('fixResume.benefits.items.3.body'),
        icon: 'globe',
      },
      {
        title: m('fixResume.benefits.items.4.title'),
        body: m('fixResume.benefits.items.4.body'),
        icon: 'award',
      },
      {
        title: m('fixResume.benefits.items.5.title'),
        body: m('fixResume.benefits.items.5.body'),
        icon: 'shield',
      },
      {
        title: m('fixResume.benefits.items.6.title'),
        body: m('fixResume.benefits.items.6.body'),
        icon: 'heart',
      },
    ],
  },
})
