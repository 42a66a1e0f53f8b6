// The English copy that has Hindi and Marathi translations (content/hi, content/mr): the pages that
// decide an enquiry, their forms and calculators, and the layout around them.
export { about } from '../about'
export { countriesPage, countryProfiles } from '../countries'
export { faqCta, faqIntro, faqItems, faqPage } from '../faq'
export { germanyOpportunityCard } from '../germany-opportunity-card'
export { home } from '../home'
export { layoutCopy } from '../layout'
export { nzSkilledMigrant } from '../nz-skilled-migrant'
export { successStoriesLabels } from '../testimonials'
export { ukSkilledWorker } from '../uk-skilled-worker'
export { visaServices, visaServicesPage } from '../visa-services'
