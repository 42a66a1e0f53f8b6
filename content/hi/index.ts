// The Hindi copy: the same exports as content/en, each of the English shape (content/copy.ts).
export { germanyOpportunityCard } from './germany-opportunity-card'
export { nzSkilledMigrant } from './nz-skilled-migrant'
export { ukSkilledWorker } from './uk-skilled-worker'
