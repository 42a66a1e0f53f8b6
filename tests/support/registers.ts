// The public registers where anyone can check an adviser (content/facts/advisers.ts), and the domain
// each lives on: the regulator's or government's own, never a copy of it.
import { facts } from '../../content/facts'
import type { Fact, RegisterFact } from '../../content/facts/types'
import { allFacts } from '../../lib/facts/resolve'

export const registerDomains: Record<string, string> = {
  'advisers.registers.canada.consultants': 'college-ic.ca',
  'advisers.registers.canada.lawSocieties': 'flsc.ca',
  'advisers.registers.canada.ontario': 'lso.ca',
  'advisers.registers.australia.migrationAgents': 'mara.gov.au',
  'advisers.registers.australia.lawyersVictoria': 'lsbc.vic.gov.au',
  'advisers.registers.uk.advisers': 'www.gov.uk',
  'advisers.registers.uk.solicitors': 'sra.org.uk',
  'advisers.registers.uk.barristers': 'barstandardsboard.org.uk',
  'advisers.registers.nz.advisers': 'iaa.ewr.govt.nz',
  'advisers.registers.us.accreditedRepresentatives': 'justice.gov',
  'advisers.registers.us.attorneys': 'justice.gov',
  'advisers.registers.germany.lawyers': 'bea-brak.de',
  'advisers.registers.germany.legalServicesRegister': 'rechtsdienstleistungsregister.de',
  'advisers.registers.india.recruitingAgents': 'emigrate.gov.in',
}

export const isRegister = (fact: Fact): fact is RegisterFact => 'register' in fact

/** Whether an address is on a domain or one of its subdomains. */
export const onDomain = (url: string, domain: string) => {
  const host = new URL(url).hostname
  return host === domain || host.endsWith(`.${domain}`)
}

/** Every register in the registry, by its dotted name. */
export const registers = allFacts(facts).flatMap(([name, fact]) =>
  isRegister(fact) ? [[name, fact] as const] : [],
)
