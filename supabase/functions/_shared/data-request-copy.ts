// What /your-data and the data-request function say (issue 38): the three requests, the form's messages,
// the pages the function answers with, and the mail with the link. They live here because the Supabase
// CLI bundles nothing from outside supabase/functions; content/your-data.ts builds the page from them.
// `{name}` marks a value filled in where the words are used.

/** What a visitor may ask for, in the order the form offers it. */
export const dataRequests = ['copy', 'stop', 'erase'] as const
export type DataRequest = (typeof dataRequests)[number]

export const englishDataRequestCopy = {
  /** The form's choices, as the visitor reads them. */
  requests: {
    copy: 'Send me a copy of my data',
    stop: 'Stop contacting me',
    erase: 'Erase my data',
  },
  messages: {
    email: 'Please enter a valid email address',
    emailLocalPart:
      'Please write the part of your email address before the @ in English letters and digits, as your email provider shows it',
    request: 'Please choose what you would like us to do',
  },
  pages: {
    sent: {
      title: 'Check your e-mail',
      lead: 'If we hold anything for this address, a link for this request is on its way to it, or was sent to it within the last hour.',
      next: 'The link works once, for one hour after we send it; nothing happens until you open it and press the button on the page it opens. Mail usually arrives within minutes (check your spam folder too), and if our mail service is down we keep trying until it goes; if none comes, we hold nothing for that address. So that nobody can fill a mailbox with this form, we send a new link for the same request only once the last one has been used or has run out: use the newest one you have.',
    },
    invalid: {
      title: 'Please check your request',
      lead: 'Your request has not been sent yet. Please correct this and send it again:',
      back: 'Open the form again',
    },
    failed: {
      title: 'Request not taken',
      lead: 'Something went wrong on our side and your request was not taken. Please try again in a few minutes, or write to us:',
    },
    badRequest: {
      title: 'Request not sent',
      lead: 'This request could not be read as one from our website. Please use the form on our site, or write to us:',
    },
    expired: {
      title: 'This link no longer works',
      lead: 'Each link works once, and for one hour after we send it. Nothing has been changed. Ask for a new link:',
    },
    erased: {
      title: 'Your data has been erased',
      lead: 'We have erased every enquiry sent with your address ({enquiries}) and every resume sent with one of them ({resumes}), with its file. We have told our consultants, without your details, so that nobody contacts you about them again.',
      // {lawFrom}: the day the Rules' log duty comes into force (personal-data.ts `dataLawDutiesFrom`).
      kept: 'We keep only a record that an erasure happened, with a one-way code made from your address and no personal data, for one year. We keep it of our own accord: India’s data-protection Rules require such a record from {lawFrom}.',
    },
    stopped: {
      title: 'We will not contact you again',
      lead: 'We have marked every enquiry sent with your address ({enquiries}) so that nobody contacts you about it, and withdrawn your agreement to updates and offers. We have told our consultants.',
      kept: 'We keep your enquiries until they are erased after their period, or until you ask us to erase them.',
    },
    copy: {
      title: 'The data we hold for your address',
      lead: 'This is everything we hold for {email}, as of {time}.',
      none: 'We no longer hold anything for this address.',
      enquiries: 'Enquiries',
      resumes: 'Resumes',
      file: 'Open the file',
      leave: 'This page is not kept: once you leave it, you would need a new link to see it again.',
    },
    reachUs: 'Write to us',
    home: 'Back to the website',
  },
  /** The field names of a copy, as the visitor reads them. */
  fields: {
    created_at: 'Received',
    full_name: 'Name',
    email: 'E-mail',
    mobile: 'Mobile',
    immigration_type: 'Immigration type',
    message: 'Message',
    source: 'Sent from',
    language: 'Language',
    marketing_consent: 'Updates and offers',
    contact_withdrawn_at: 'Contact stopped',
    original_filename: 'File name',
    ats_score: 'Resume score',
    yes: 'agreed',
    no: 'not agreed',
  },
  mail: {
    subject: 'Your request about your data',
    greeting: 'Hello,',
    asked: 'Someone, we hope you, asked on our website for this: {request}.',
    open: 'To go ahead, open this link and press the button on the page it opens. The link works once, until {time}:',
    ignore: 'If you did not ask, ignore this mail: nothing changes unless the button is pressed.',
    signature: 'DreamBorder Immigration',
  },
} as const

/** The same words in another language: every key of the English, with text of its own. */
type InOtherWords<T> = T extends string ? string : { readonly [K in keyof T]: InOtherWords<T[K]> }

export type DataRequestCopy = InOtherWords<typeof englishDataRequestCopy>

/** Fills each `{name}` with its value. */
export const fill = (text: string, values: Record<string, string | number | undefined>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
