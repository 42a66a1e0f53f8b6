// Copy of the resume scanner page (spec "Resume scanner"): the page, the scanner's view, its
// notifications and the EIR analysis's words. The logic in lib/ (file checks, upload failures, the
// analysis, the score bands) holds none of its own: the scanner island hands it these.
//
// Placeholders in braces, such as {words}, are filled in by the code that uses the text.
import { messagesFor } from '../lib/messages'
import { type DataNotice, dataNotice } from './data-notice'
import type { IconName, Intro, Notice } from './types'

/** The words for a file's size; {n} is filled in, e.g. "{n} KB". */
export interface FileSizeUnits {
  bytes: string
  kilobytes: string
  megabytes: string
}

export interface ScannerCopy {
  selectFile: string
  analyzing: string
  formats: string
  chosenFile: string
  /** The chosen file's size in the unit that suits it. */
  fileSize: FileSizeUnits
  uploading: string
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
    whatsApp: { label: string; text: string; newTab: string }
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
      /** A non-OK answer without an error of its own: {status} and {statusText} are filled in. */
      httpStatus: string
      /** The same without a status text: {status} is filled in. */
      status: string
    }
  }
  /** Anything unexpected during an upload (spec §4 "Resume upload"). */
  unexpected: Notice
  success: Notice
}

/** One check of the EIR analysis: what it looks for, what it says when passed, failed or not judged. */
interface EirCheckCopy {
  label: string
  found: string
  fix: string
  /** When too little text could be read to look (an image, a scan): said instead of advice. */
  notJudged: string
}

/** Text with a count in it: the singular and the plural. */
interface Counted {
  one: string
  other: string
}

/** The words of the EIR analysis (lib/eir/analysis.ts) and the spec's score bands (§9). */
export interface EirCopy {
  bands: { green: string; yellow: string; red: string }
  checks: {
    readable: {
      label: string
      found: string
      /** A PDF with too little text to judge: the one place that says why nothing else was judged. */
      fix: string
      image: string
    }
    email: EirCheckCopy
    phone: EirCheckCopy
    headings: Omit<EirCheckCopy, 'fix'> & {
      /** {headings}: the missing ones, by name. */
      fix: Counted
      names: { summary: string; experience: string; education: string; skills: string }
    }
    /** {words}: the number of words read. */
    length: { label: string; found: string; tooShort: string; tooLong: string; notJudged: string }
    dates: EirCheckCopy
    results: EirCheckCopy
    /** {pages}: the number of pages. */
    pages: Omit<EirCheckCopy, 'found'> & { found: Counted }
  }
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

export const fixResume = {
  hero: {
    eyebrow: 'Free EIR resume check',
    heading: 'Can Your Resume Get Past AI Screening?',
    lead: 'Most employers abroad filter applications with screening software before a person reads them. Upload your resume and see, in seconds, how well it reads to those systems and what to fix.',
  },
  upload: {
    heading: 'Upload Your Resume',
    lead: 'We check your resume against the rules screening software applies and give it an EIR score out of 100.',
  },
  scanner: {
    selectFile: 'Select File',
    analyzing: 'Analyzing...',
    formats: 'PDF or JPG, maximum 5MB, one file.',
    chosenFile: 'Chosen file',
    fileSize: { bytes: '{n} bytes', kilobytes: '{n} KB', megabytes: '{n} MB' },
    uploading: 'Uploading',
    dropHint: 'or drop it on this box',
    dropNow: 'Drop the file to scan it',
    notice: dataNotice(messagesFor('en'), 'resume'),
    noScript:
      'The resume check runs in your browser and needs JavaScript, which is turned off in this browser. You can e-mail your resume to us, or reach us directly:',
    result: {
      scoreHeading: 'Your EIR Score',
      checksHeading: 'What we checked',
      passed: 'Passed',
      toFix: 'To fix',
      notJudged: 'Not judged',
      nextHeading: 'What happens next?',
      next: [
        'Our team will call you within 24 hours',
        'A detailed EIR analysis of your resume',
        'Professional resume optimization',
        'International format adaptation for your target country',
      ],
      again: 'Upload Another Resume',
      contactLabel: 'Book a Free Consultation',
      contactHref: '/contact',
      whatsApp: {
        label: 'Send this score to a consultant on WhatsApp',
        text: 'Hello, your resume scanner gave my resume "{file}" an EIR score of {score}/100. Could a consultant review it with me?',
        newTab: '(opens in a new tab)',
      },
    },
  },
  scanMessages: {
    fileProblems: {
      empty: {
        title: 'Invalid File',
        message: 'The selected file appears to be empty. Please try another file.',
      },
      tooLarge: { title: 'File Too Large', message: 'Please upload a file smaller than 5MB.' },
      wrongType: {
        title: 'Invalid File Type',
        message: 'Please upload only PDF or JPG/JPEG files. Ensure your file has the correct format.',
      },
      pdfMismatch: {
        title: 'Invalid File Type',
        message: "File claims to be PDF but content doesn't match. Please try another file.",
      },
      jpegMismatch: {
        title: 'Invalid File Type',
        message: "File claims to be JPEG but content doesn't match. Please try another file.",
      },
      unreadableFile: {
        title: 'Invalid File',
        message: "Unable to validate file format. Please ensure you're uploading a PDF or JPG file.",
      },
    },
    uploadFailed: {
      title: 'Upload Failed',
      messages: {
        timeout: 'Upload timed out. Please try again with a smaller file.',
        network: 'Network error. Please check your connection and try again.',
        invalidResponse: 'Server returned invalid response. Please try again.',
        noUrl: 'Upload completed but no URL received. Please try again.',
        saveFailed: 'Failed to save resume data. Please try again.',
        saveLimited:
          'Far more resumes than one person saves have come from your connection in the last hour (on a mobile network, many people can share one connection). Please try again in an hour.',
        other: 'Something went wrong. Please try again.',
        httpStatus: 'HTTP {status}: {statusText}',
        status: 'Upload failed with status {status}',
      },
    },
    unexpected: { title: 'Upload Error', message: 'An unexpected error occurred. Please try again.' },
    success: {
      title: 'Resume Analyzed Successfully!',
      message: 'Your resume has been processed and scored.',
    },
  },
  eir: {
    bands: {
      green: 'Excellent! Your resume is EIR-friendly.',
      yellow: 'Good! Some improvements recommended.',
      red: 'Needs improvement for better EIR compatibility.',
    },
    checks: {
      readable: {
        label: 'Screening software can read the text',
        found: 'The text is machine-readable.',
        fix: 'Too little text could be read to judge this resume: the PDF may be a scan or a picture of the page, or hold only a few lines. Export your full resume from your word processor as a text-based PDF and check it again.',
        image:
          'This is an image: screening software cannot read text in a picture. Upload your resume as a text-based PDF.',
      },
      email: {
        label: 'An e-mail address',
        found: 'An e-mail address was found.',
        fix: 'Add a professional e-mail address at the top.',
        notJudged: 'Too little text could be read to look for an e-mail address.',
      },
      phone: {
        label: 'A phone number',
        found: 'A phone number was found.',
        fix: 'Add a phone number with its country code, e.g. +91.',
        notJudged: 'Too little text could be read to look for a phone number.',
      },
      headings: {
        label: 'Standard section headings',
        found: 'Summary, Experience, Education and Skills headings were found.',
        fix: {
          one: 'Add the standard heading: {headings}.',
          other: 'Add the standard headings: {headings}.',
        },
        notJudged: 'Too little text could be read to look for section headings.',
        names: { summary: 'Summary', experience: 'Experience', education: 'Education', skills: 'Skills' },
      },
      length: {
        label: 'A sensible length',
        found: '{words} words: a good length.',
        tooShort: '{words} words: too short. Aim for 300 to 1,000 words describing your roles and results.',
        tooLong: '{words} words: too long. Keep it under 1,000 words.',
        notJudged: 'Too little text could be read to measure the length.',
      },
      dates: {
        label: 'Dated roles',
        found: 'Your roles and studies are dated.',
        fix: 'Give each role and qualification its dates, e.g. "Jan 2020 – Present".',
        notJudged: 'Too little text could be read to look for dates.',
      },
      results: {
        label: 'Measurable results',
        found: 'Your achievements are measured in numbers.',
        fix: 'Show results in numbers: percentages, amounts, team sizes, clients served.',
        notJudged: 'Too little text could be read to look for figures.',
      },
      pages: {
        label: 'No more than three pages',
        found: { one: '{pages} page.', other: '{pages} pages.' },
        fix: '{pages} pages: keep it to two, three at most.',
        notJudged: 'Without readable text, the length could not be judged.',
      },
    },
  },
  benefits: {
    heading: 'Why Check Your Resume With Us',
    lead: 'A resume that screening software can read is the first step to an interview abroad.',
    items: [
      {
        title: 'Pass the screening software',
        body: 'See your resume the way applicant tracking systems see it, and fix what they cannot read.',
        icon: 'search',
      },
      {
        title: 'Instant, explained score',
        body: 'Every point of your EIR score comes from a check you can see, with a plain-words fix.',
        icon: 'zap',
      },
      {
        title: 'International formats',
        body: 'Canada, Australia, the UK and Germany each expect a different resume. We adapt yours.',
        icon: 'globe',
      },
      {
        title: 'Expert review',
        body: 'A consultant reviews your resume against the roles and the country you are aiming for.',
        icon: 'award',
      },
      {
        title: 'Private and secure',
        body: 'Your file is used only to assess your profile and is never shared without your consent.',
        icon: 'shield',
      },
      {
        title: 'Free of charge',
        body: 'The check and the follow-up call are free, with no obligation to use our services.',
        icon: 'heart',
      },
    ],
  },
} as const satisfies FixResumeContent
