// The five country cards on /countries (spec "Countries"); salary and population figures are the latest
// published by national statistics offices, rounded, from the fact registry (sources listed at the end of
// the page): the <country>.economy facts.

import { asOf, period, type Stating, statedBlock } from '../lib/facts/site'
import { besideEach, type Messages, words } from '../lib/messages'
import { facts } from './facts'
import { routes } from './routes'
import type { CountryProfile } from './types'

/** Each country's flag, the registry facts its card states, and its tools' addresses. */
const countries = [
  {
    flag: 'ca',
    facts: {
      averageFullTimeSalary: facts.canada.economy.averageFullTimeSalary,
      averageFullTimeSalaryPeriod: period(facts.canada.economy.averageFullTimeSalary),
      population: facts.canada.economy.population,
      categories2026Since: asOf(facts.canada.expressEntry.categories2026),
      pgwpMaxLength: facts.canada.study.pgwpMaxLength,
      physicalPresence: facts.canada.citizenship.physicalPresence,
      presenceWindow: facts.canada.citizenship.presenceWindow,
    },
    tools: [routes.crsCalculator.path, routes.expressEntryDraws.path],
  },
  {
    flag: 'au',
    facts: {
      averageFullTimeSalary: facts.australia.economy.averageFullTimeSalary,
      averageFullTimeSalaryPeriod: period(facts.australia.economy.averageFullTimeSalary),
      population: facts.australia.economy.population,
      residence: facts.australia.citizenship.residence,
      asPermanentResident: facts.australia.citizenship.asPermanentResident,
    },
    tools: [routes.australiaPointsCalculator.path],
  },
  {
    flag: 'de',
    facts: {
      statusSince: asOf(facts.germany.opportunityCard.status),
      reformDate: facts.germany.blueCard.reformDate,
      medianFullTimeSalary: facts.germany.economy.medianFullTimeSalary,
      medianFullTimeSalaryPeriod: period(facts.germany.economy.medianFullTimeSalary),
      population: facts.germany.economy.population,
      maxStay: facts.germany.opportunityCard.maxStay,
      withB1: facts.germany.blueCard.settlement.withB1,
      bwTuitionPerSemester: facts.germany.study.bwTuitionPerSemester,
      residence: facts.germany.citizenship.residence,
      fastTrackAbolished: facts.germany.citizenship.fastTrackAbolished,
    },
    tools: [routes.germanyOpportunityCardCalculator.path],
  },
  {
    flag: 'gb',
    facts: {
      medianFullTimeSalary: facts.uk.economy.medianFullTimeSalary,
      medianFullTimeSalaryPeriod: period(facts.uk.economy.medianFullTimeSalary),
      population: facts.uk.economy.population,
      duration: facts.uk.graduate.duration,
      durationPhd: facts.uk.graduate.durationPhd,
      durationFrom2027: facts.uk.graduate.durationFrom2027,
      shorterFrom: facts.uk.graduate.shorterFrom,
      settlement: facts.uk.skilledWorker.settlement,
      proposedBaseline: facts.uk.settlement.proposedBaseline,
      adult: facts.uk.ihs.adult,
    },
    tools: [routes.ukSkilledWorkerCalculator.path],
  },
  {
    flag: 'nz',
    facts: {
      newPathwaysSince: asOf(facts.nz.smc.newPathways),
      newPathways: facts.nz.smc.newPathways,
      medianSalary: facts.nz.economy.medianSalary,
      medianSalaryPeriod: period(facts.nz.economy.medianSalary),
      population: facts.nz.economy.population,
      straightToResidence: facts.nz.greenList.straightToResidence,
      workToResidence: facts.nz.greenList.workToResidence,
      pointsRequired: facts.nz.smc.pointsRequired,
      pointsRequiredSince: asOf(facts.nz.smc.pointsRequired),
    },
    tools: [routes.nzSkilledMigrantCalculator.path],
  },
] as const

export const countryProfiles = (m: Messages): readonly Stating<CountryProfile>[] =>
  countries.map(({ flag, facts, tools }) => {
    const card = statedBlock(m, `countries.${flag}` as const, facts)
    return {
      ...card,
      flag,
      tools: besideEach(card.tools, tools, `countries.${flag}.tools`).map(([tool, href]) => ({
        href,
        ...tool,
      })),
    }
  })

export const countriesPage = (m: Messages) => {
  const page = words(m, 'countries.page', {}, ['labels.start'])
  return {
    ...page,
    labels: {
      ...page.labels,
      start: (country: string) => m('countries.page.labels.start', { country }),
    },
  }
}
