// The five country cards on /countries (spec "Countries"); salary and population figures are the latest
// published by national statistics offices, rounded, from the fact registry (sources listed at the end of
// the page): the <country>.economy facts.

import { asOf, period, type Stating, statedIn } from '../lib/facts/site'
import type { Messages } from '../lib/messages'
import { facts } from './facts'
import { routes } from './routes'
import type { CountryProfile } from './types'

export const countryProfiles = (m: Messages) =>
  [
    {
      name: m('countries.ca.name'),
      flag: 'ca',
      description: m('countries.ca.description'),
      averageSalary: statedIn(m, 'countries.ca.averageSalary', {
        averageFullTimeSalary: facts.canada.economy.averageFullTimeSalary,
        averageFullTimeSalaryPeriod: period(facts.canada.economy.averageFullTimeSalary),
      }),
      jobOpportunities: m('countries.ca.jobOpportunities'),
      population: statedIn(m, 'countries.ca.population', { population: facts.canada.economy.population }),
      livingCost: m('countries.ca.livingCost'),
      language: m('countries.ca.language'),
      highlights: [
        statedIn(m, 'countries.ca.highlights.0', {
          categories2026Since: asOf(facts.canada.expressEntry.categories2026),
        }),
        statedIn(m, 'countries.ca.highlights.1', { pgwpMaxLength: facts.canada.study.pgwpMaxLength }),
        m('countries.ca.highlights.2'),
        statedIn(m, 'countries.ca.highlights.3', {
          physicalPresence: facts.canada.citizenship.physicalPresence,
          presenceWindow: facts.canada.citizenship.presenceWindow,
        }),
      ],
      visaTypes: [
        m('countries.ca.visaTypes.0'),
        m('countries.ca.visaTypes.1'),
        m('countries.ca.visaTypes.2'),
        m('countries.ca.visaTypes.3'),
        m('countries.ca.visaTypes.4'),
      ],
      tools: [
        { href: routes.crsCalculator.path, label: m('countries.ca.tools.0.label') },
        { href: routes.expressEntryDraws.path, label: m('countries.ca.tools.1.label') },
      ],
    },
    {
      name: m('countries.au.name'),
      flag: 'au',
      description: m('countries.au.description'),
      averageSalary: statedIn(m, 'countries.au.averageSalary', {
        averageFullTimeSalary: facts.australia.economy.averageFullTimeSalary,
        averageFullTimeSalaryPeriod: period(facts.australia.economy.averageFullTimeSalary),
      }),
      jobOpportunities: m('countries.au.jobOpportunities'),
      population: statedIn(m, 'countries.au.population', { population: facts.australia.economy.population }),
      livingCost: m('countries.au.livingCost'),
      language: m('countries.au.language'),
      highlights: [
        m('countries.au.highlights.0'),
        m('countries.au.highlights.1'),
        m('countries.au.highlights.2'),
        statedIn(m, 'countries.au.highlights.3', {
          residence: facts.australia.citizenship.residence,
          asPermanentResident: facts.australia.citizenship.asPermanentResident,
        }),
      ],
      visaTypes: [
        m('countries.au.visaTypes.0'),
        m('countries.au.visaTypes.1'),
        m('countries.au.visaTypes.2'),
        m('countries.au.visaTypes.3'),
        m('countries.au.visaTypes.4'),
      ],
      tools: [{ href: routes.australiaPointsCalculator.path, label: m('countries.au.tools.0.label') }],
    },
    {
      name: m('countries.de.name'),
      flag: 'de',
      description: statedIn(m, 'countries.de.description', {
        statusSince: asOf(facts.germany.opportunityCard.status),
        reformDate: facts.germany.blueCard.reformDate,
      }),
      averageSalary: statedIn(m, 'countries.de.averageSalary', {
        medianFullTimeSalary: facts.germany.economy.medianFullTimeSalary,
        medianFullTimeSalaryPeriod: period(facts.germany.economy.medianFullTimeSalary),
      }),
      jobOpportunities: m('countries.de.jobOpportunities'),
      population: statedIn(m, 'countries.de.population', { population: facts.germany.economy.population }),
      livingCost: m('countries.de.livingCost'),
      language: m('countries.de.language'),
      highlights: [
        statedIn(m, 'countries.de.highlights.0', {
          maxStay: facts.germany.opportunityCard.maxStay,
          statusSince: asOf(facts.germany.opportunityCard.status),
        }),
        statedIn(m, 'countries.de.highlights.1', { withB1: facts.germany.blueCard.settlement.withB1 }),
        statedIn(m, 'countries.de.highlights.2', {
          bwTuitionPerSemester: facts.germany.study.bwTuitionPerSemester,
        }),
        statedIn(m, 'countries.de.highlights.3', {
          residence: facts.germany.citizenship.residence,
          fastTrackAbolished: facts.germany.citizenship.fastTrackAbolished,
        }),
      ],
      visaTypes: [
        m('countries.de.visaTypes.0'),
        m('countries.de.visaTypes.1'),
        m('countries.de.visaTypes.2'),
        m('countries.de.visaTypes.3'),
        m('countries.de.visaTypes.4'),
      ],
      tools: [{ href: routes.germanyOpportunityCardCalculator.path, label: m('countries.de.tools.0.label') }],
    },
    {
      name: m('countries.gb.name'),
      flag: 'gb',
      description: m('countries.gb.description'),
      averageSalary: statedIn(m, 'countries.gb.averageSalary', {
        medianFullTimeSalary: facts.uk.economy.medianFullTimeSalary,
        medianFullTimeSalaryPeriod: period(facts.uk.economy.medianFullTimeSalary),
      }),
      jobOpportunities: m('countries.gb.jobOpportunities'),
      population: statedIn(m, 'countries.gb.population', { population: facts.uk.economy.population }),
      livingCost: m('countries.gb.livingCost'),
      language: m('countries.gb.language'),
      highlights: [
        statedIn(m, 'countries.gb.highlights.0', {
          duration: facts.uk.graduate.duration,
          durationPhd: facts.uk.graduate.durationPhd,
          durationFrom2027: facts.uk.graduate.durationFrom2027,
          shorterFrom: facts.uk.graduate.shorterFrom,
        }),
        statedIn(m, 'countries.gb.highlights.1', {
          settlement: facts.uk.skilledWorker.settlement,
          proposedBaseline: facts.uk.settlement.proposedBaseline,
        }),
        statedIn(m, 'countries.gb.highlights.2', { adult: facts.uk.ihs.adult }),
        m('countries.gb.highlights.3'),
      ],
      visaTypes: [
        m('countries.gb.visaTypes.0'),
        m('countries.gb.visaTypes.1'),
        m('countries.gb.visaTypes.2'),
        m('countries.gb.visaTypes.3'),
        m('countries.gb.visaTypes.4'),
      ],
      tools: [{ href: routes.ukSkilledWorkerCalculator.path, label: m('countries.gb.tools.0.label') }],
    },
    {
      name: m('countries.nz.name'),
      flag: 'nz',
      description: statedIn(m, 'countries.nz.description', {
        newPathwaysSince: asOf(facts.nz.smc.newPathways),
        newPathways: facts.nz.smc.newPathways,
      }),
      averageSalary: statedIn(m, 'countries.nz.averageSalary', {
        medianSalary: facts.nz.economy.medianSalary,
        medianSalaryPeriod: period(facts.nz.economy.medianSalary),
      }),
      jobOpportunities: m('countries.nz.jobOpportunities'),
      population: statedIn(m, 'countries.nz.population', { population: facts.nz.economy.population }),
      livingCost: m('countries.nz.livingCost'),
      language: m('countries.nz.language'),
      highlights: [
        statedIn(m, 'countries.nz.highlights.0', {
          straightToResidence: facts.nz.greenList.straightToResidence,
          workToResidence: facts.nz.greenList.workToResidence,
        }),
        statedIn(m, 'countries.nz.highlights.1', {
          pointsRequired: facts.nz.smc.pointsRequired,
          pointsRequiredSince: asOf(facts.nz.smc.pointsRequired),
        }),
        m('countries.nz.highlights.2'),
        m('countries.nz.highlights.3'),
      ],
      visaTypes: [
        m('countries.nz.visaTypes.0'),
        m('countries.nz.visaTypes.1'),
        m('countries.nz.visaTypes.2'),
        m('countries.nz.visaTypes.3'),
      ],
      tools: [{ href: routes.nzSkilledMigrantCalculator.path, label: m('countries.nz.tools.0.label') }],
    },
  ] as const satisfies readonly Stating<CountryProfile>[]

export const countriesPage = (m: Messages) => ({
  hero: {
    eyebrow: m('countries.page.hero.eyebrow'),
    heading: m('countries.page.hero.heading'),
    lead: m('countries.page.hero.lead'),
  },
  approximateNote: m('countries.page.approximateNote'),
  sectionLabel: m('countries.page.sectionLabel'),
  labels: {
    averageSalary: m('countries.page.labels.averageSalary'),
    population: m('countries.page.labels.population'),
    jobMarket: m('countries.page.labels.jobMarket'),
    livingCost: m('countries.page.labels.livingCost'),
    language: m('countries.page.labels.language'),
    highlights: m('countries.page.labels.highlights'),
    visaTypes: m('countries.page.labels.visaTypes'),
    start: (country: string) => m('countries.page.labels.start', { country }),
  },
  cta: {
    heading: m('countries.page.cta.heading'),
    body: m('countries.page.cta.body'),
    label: m('countries.page.cta.label'),
  },
})
