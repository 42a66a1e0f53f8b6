// The English copy that has Hindi and Marathi translations (content/hi, content/mr): the pages that
// decide an enquiry, their forms and calculators, and the layout around them.
// Every module has moved to the catalogues; the lead removes this file with Translation.
export {}
