// Copy of /your-data and /your-data/confirm (issue 38): see, stop or erase one's data, by oneself. The
// requests' names and the function's pages are in supabase/functions/_shared/data-request-copy.ts, which
// the function shares; the periods and the response time come from personal-data.ts and site.ts.
import { englishDataRequestCopy } from '@shared/data-request-copy.ts'
import { retentionDefaults } from '@shared/personal-data.ts'
import { facts } from './facts'
import { stated } from './facts/stated'
import { site } from './site'

export const yourData = {
  lead: 'See what we hold for your e-mail address, stop us contacting you, or have it erased: by yourself, in two steps, whenever you like.',
  rights: {
    heading: 'What you can ask for',
    items: [
      {
        kind: 'copy',
        detail:
          'Everything we hold for your address: your enquiries, what you told us in them, and any resume you sent for review, with its file.',
      },
      {
        kind: 'stop',
        detail:
          'We mark your enquiries so that nobody calls, messages or mails you about them again, and we send no updates or offers.',
      },
      {
        kind: 'erase',
        detail: `We erase your enquiries and any resume sent with them, with its file, at once. Otherwise enquiries are erased after ${retentionDefaults.enquiryMonths} months and resumes after ${retentionDefaults.resumeMonths}.`,
      },
    ],
  },
  form: {
    heading: 'Ask by yourself',
    email: 'The e-mail address you gave us',
    emailHint: 'We send the link to this address, and only if we hold something for it.',
    request: 'What would you like us to do?',
    requests: englishDataRequestCopy.requests,
    submit: 'Send me the link',
    how: 'Nothing happens when you send this form. We mail a link that works once, for one hour; the request is carried out only when you open it and press its button. So nobody can see or erase your data with your address alone, and we answer every request with the same words, so nobody can learn from this form whose data we hold.',
  },
  otherWays: {
    heading: 'Other ways',
    body:
      `You can also write to us at ${site.email}: to correct your details, to name someone to act for you, or to complain. We answer within ${site.grievance.responseDays} days. ` +
      // The Board hears complaints once the Act's rights are in force.
      stated`From ${facts.india.dataProtection.dutiesFrom}, if you are not satisfied, you may also complain to the Data Protection Board of India.`,
  },
  confirm: {
    title: 'Confirm your request',
    intro:
      'Opening the link changes nothing: a mail program that checks links cannot act for you. Press the button to go ahead.',
    sections: {
      copy: {
        heading: 'See your data',
        lead: 'Press the button to see everything we hold for your address. It is shown once, on the next page, and the link is then used up.',
        button: 'Show me my data',
      },
      stop: {
        heading: 'Stop contacting you',
        lead: 'Press the button and nobody will contact you again about your enquiries, and we will send no updates or offers. We will tell our consultants.',
        button: 'Stop contacting me',
      },
      erase: {
        heading: 'Erase your data',
        lead: 'Press the button to erase every enquiry sent with your address and every resume sent with one of them, with its file. This cannot be undone.',
        button: 'Erase my data',
      },
    },
    expired: {
      heading: 'This link no longer works',
      lead: 'Each link works once, and for one hour after we send it. Nothing has been changed.',
      again: 'Ask for a new link',
    },
    missing: {
      heading: 'Open the link from your e-mail',
      lead: 'This page confirms a request made on the Your data page. Open it from the link we mailed you, or ask for a link:',
      again: 'Ask for a link',
    },
    cookie:
      'The link left one cookie in your browser, for our request service only: the link’s code, for up to an hour, so that this button can act on it. It is deleted when you press the button.',
  },
  seo: {
    confirmTitle: 'Confirm your data request',
    confirmDescription:
      'Confirm the request you made about your data at DreamBorder Immigration: see a copy, stop being contacted, or have it erased.',
  },
} as const
