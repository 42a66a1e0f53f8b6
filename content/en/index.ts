// The English copy that has Hindi and Marathi translations (content/hi, content/mr): the pages that
// decide an enquiry, their forms and calculators, and the layout around them.
export { germanyOpportunityCard } from '../germany-opportunity-card'
export { nzSkilledMigrant } from '../nz-skilled-migrant'
export { ukSkilledWorker } from '../uk-skilled-worker'
