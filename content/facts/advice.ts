// Who may give paid immigration advice for each destination, from each regulator's or government's
// own page. Checked on 2026-11-25 against stored copies of those pages (and the statutes they cite).
import type { Fact, FactGroup, IsoDate } from './types'

const checked: IsoDate = '2026-11-25'
/** Licensing rules change by statute, rarely: checked again within six months all the same. */
const reviewBy: IsoDate = '2027-05-25'

const rule = (fact: Omit<Fact, 'unit' | 'checked' | 'reviewBy'>): Fact => ({
  ...fact,
  unit: 'text',
  checked,
  reviewBy,
})

export const advice = {
  canada: rule({
    value:
      'only a licensed immigration consultant (RCIC) of the College of Immigration and Citizenship Consultants, or a lawyer, paralegal or Québec notary in good standing with a Canadian law society or the Chambre des notaires du Québec, may charge for advice or representation, at any stage, in Canada or abroad; IRCC may return or refuse an application that used an unauthorized paid representative',
    about:
      'Who may be paid for advice on a Canadian immigration or citizenship application (Immigration and Refugee Protection Act, s. 91); the College has regulated consultants since 23 November 2021',
    asOf: '2021-11-23',
    source: {
      title: 'IRCC: Learn about representatives',
      url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigration-citizenship-representative/learn-about-representatives.html',
    },
  }),
  australia: rule({
    value:
      'immigration assistance may be given only by a registered migration agent (registered with the Office of the Migration Agents Registration Authority), an Australian legal practitioner, or an exempt person such as a close family member, who may not charge for it',
    about:
      'Who may give immigration assistance on an Australian visa (Migration Act 1958, Part 3, s. 280); the Home Affairs page is undated, so asOf is the day it was read',
    asOf: checked,
    source: {
      title: 'Home Affairs: Who can help you with your application?',
      url: 'https://immi.homeaffairs.gov.au/help-support/who-can-help-with-your-application/overview',
    },
  }),
  australiaOffshore: rule({
    value:
      'migration agents working outside Australia do not have to be registered, though Home Affairs recommends a registered one',
    about:
      'The registration rule covers agents in Australia; an Australian embassy page (undated, so asOf is the day it was read) says agents operating outside Australia need not register, and some registered agents work overseas',
    asOf: checked,
    source: {
      title: 'Australian Embassy Thailand: Migration agents',
      url: 'https://thailand.embassy.gov.au/bkok/DIAC_migration_agent.html',
    },
  }),
  uk: rule({
    value:
      'it is a criminal offence to give immigration advice or services in the UK unless regulated by the Immigration Advice Authority (IAA, formerly the OISC) or authorised by a professional body such as the Law Society, the Bar Council or the Chartered Institute of Legal Executives; GOV.UK does not say how the rule applies to advice given from outside the UK',
    about:
      'Who may give immigration advice in the UK (Immigration and Asylum Act 1999, s. 84); GOV.UK guidance updated 13 October 2022, written before the OISC was renamed the Immigration Advice Authority (GOV.UK impact assessment updated 9 May 2025)',
    asOf: '2022-10-13',
    source: {
      title: 'GOV.UK: How to become a regulated immigration adviser',
      url: 'https://www.gov.uk/government/publications/how-to-become-a-regulated-immigration-adviser/how-to-become-a-regulated-immigration-adviser',
    },
  }),
  nz: rule({
    value:
      'anyone giving New Zealand immigration advice, in New Zealand or offshore, paid or not, must be licensed by the Immigration Advisers Authority or exempt (New Zealand lawyers, for example); advice given offshore only on student visas is exempt',
    about:
      'Who may give New Zealand immigration advice (Immigration Advisers Licensing Act 2007, ss. 6, 8 and 11); the offshore student-visa exemption as substituted on 25 February 2011',
    asOf: '2011-02-25',
    source: {
      title: 'Immigration Advisers Authority: Who needs a licence?',
      url: 'https://www.iaa.govt.nz/for-advisers/adviser-tools/licensing-toolkit/who-needs-a-licence/',
    },
  }),
  us: rule({
    value:
      'only an attorney in good standing, or a representative accredited by the Department of Justice who works for a recognized organization, may give immigration legal advice; anyone else may only fill in forms with your answers and translate, for a small fee',
    about:
      'Who may give legal advice on a US immigration matter; the USCIS page is undated, so asOf is the day it was read',
    asOf: checked,
    source: {
      title: 'USCIS: Find legal services',
      url: 'https://www.uscis.gov/avoid-scams/find-legal-services',
    },
  }),
  germany: rule({
    value:
      'no immigration consultant is licensed: advice that applies the law to a person’s own case is a legal service under the Legal Services Act (Rechtsdienstleistungsgesetz), allowed only as far as that Act or another law permits it, and the Act covers a service given from abroad when it concerns German law',
    about:
      'Who may give legal advice on German residence law: the Legal Services Act of 12 December 2007, in force since 1 July 2008 (ss. 1-3; the clause on services from abroad was added later), in the official English translation on the federal justice ministry’s site',
    asOf: '2008-07-01',
    source: {
      title: 'Federal Ministry of Justice: Legal Services Act (official translation)',
      url: 'https://www.gesetze-im-internet.de/englisch_rdg/englisch_rdg.html',
    },
  }),
} as const satisfies FactGroup
