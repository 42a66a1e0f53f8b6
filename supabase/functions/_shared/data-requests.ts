// What a visitor may ask of their data on /your-data (issue 38). The words of the form, of the pages the
// data-request function answers with and of the mail with the link are the catalogues' `dataRequest.`
// messages (messages/), which the site reads too.

/** What a visitor may ask for, in the order the form offers it. */
export const dataRequests = ['copy', 'stop', 'erase'] as const
export type DataRequest = (typeof dataRequests)[number]
