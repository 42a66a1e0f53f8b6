// Copy of the resume scanner page (spec "Resume scanner").
import type { IconName } from './types'

export interface ScannerCopy {
  selectFile: string
  analyzing: string
  formats: string
  chosenFile: string
  uploading: string
  noScript: string
  result: {
    scoreHeading: string
    checksHeading: string
    passed: string
    toFix: string
    nextHeading: string
    next: readonly string[]
    again: string
    contactLead: string
    contactLabel: string
    contactHref: string
  }
}

export interface FixResumeContent {
  hero: { eyebrow: string; heading: string; lead: string }
  upload: { heading: string; lead: string }
  scanner: ScannerCopy
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
    uploading: 'Uploading',
    noScript:
      'The resume check runs in your browser and needs JavaScript. You can also e-mail your resume to us.',
    result: {
      scoreHeading: 'Your EIR Score',
      checksHeading: 'What we checked',
      passed: 'Passed',
      toFix: 'To fix',
      nextHeading: 'What happens next?',
      next: [
        'Our team will call you within 24 hours',
        'A detailed EIR analysis of your resume',
        'Professional resume optimization',
        'International format adaptation for your target country',
      ],
      again: 'Upload Another Resume',
      contactLead: 'Want a consultant to go through it with you?',
      contactLabel: 'Book a Free Consultation',
      contactHref: '/contact',
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
