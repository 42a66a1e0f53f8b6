// Resume texts for the scanner's tests: a strong one-page resume and a thin one.
import { pdfWithText } from './files'
export const strongResume = [
  'Rohan Mehta',
  'rohan.mehta@example.com | +91 98765 43210 | Pune, India',
  'Professional Summary',
  'Senior software engineer with 8 years of experience building payment and logistics platforms for',
  'customers in India, the UK and Canada. Known for reliable delivery, clear writing and mentoring.',
  'Experience',
  'Lead Engineer, Finserve Technologies, Pune    Jan 2020 - Present',
  '- Led a team of 6 engineers that rebuilt the payments gateway, cutting failed payments by 35%.',
  '- Reduced cloud costs by INR 40 lakh a year by moving batch jobs to spot instances.',
  '- Introduced automated testing that raised release frequency from monthly to weekly for 12 services.',
  '- Designed an audit trail used by 200 clients to meet RBI reporting rules, with zero findings in audits.',
  'Software Engineer, ShipRight Logistics, Mumbai    Jul 2016 - Dec 2019',
  '- Built route planning that lowered average delivery time by 18% across 40 cities.',
  '- Wrote the tracking API serving 2 million requests a day with 99.95% availability.',
  '- Mentored 5 graduate engineers, 3 of whom were promoted within two years.',
  '- Migrated the warehouse system from a monolith to services without downtime over 9 months.',
  'Education',
  'B.E. Computer Engineering, Savitribai Phule Pune University    2012 - 2016',
  'First class with distinction; final-year project on route optimisation published at a national conference.',
  'Skills',
  'Java, Kotlin, TypeScript, PostgreSQL, Kafka, AWS, Docker, Kubernetes, system design, code review,',
  'agile delivery, stakeholder communication, technical writing, mentoring and hiring.',
  'Certifications',
  'AWS Certified Solutions Architect - Associate (2022); IELTS Academic overall band 8.0 (2023).',
  'Projects',
  'Open-source contributor to a Kotlin HTTP client library used by 300 projects; speaker at two meetups.',
  'Additional information',
  'Open to relocation to Canada or Germany; eligible for Express Entry with a CRS score above 480.',
  'References available on request. Languages: English (fluent), Hindi (native), Marathi (native), German (A2).',
  'Volunteering: teaches programming to 30 school students every Saturday through a Pune non-profit since 2018.',
  'Interests: long-distance running (3 half marathons), chess, and reading about economic history.',
  'Work style: calm under pressure, writes things down, prefers small reviewed changes to big rewrites.',
  'Achievements: Engineer of the Year 2021 at Finserve; hackathon winner 2017 at ShipRight among 25 teams.',
  'Tools: IntelliJ, Git, Jenkins, GitHub Actions, Grafana, Prometheus, Terraform, Jira and Confluence.',
  'Domains: payments, reconciliation, logistics, route planning, observability and developer productivity.',
  'Leadership: ran the weekly architecture review for 18 months and wrote the team engineering handbook.',
  'Notice period: 60 days. Current location: Pune. Willing to travel for onboarding and client meetings.',
] as const

export const thinResume = ['Priya', 'Looking for a job abroad.', 'I am hard working and honest.'] as const

/**
 * Why a test that scans a PDF and then goes on (to a review, a style or policy check) gets Playwright's
 * slow allowance: pdf.js loads and reads the file in the page before the upload, seconds of CPU on a
 * busy 2-core machine (up to 17 s in `npm run test:load`, the suite with one core taken).
 */
export const scanningIsHeavy = 'scans a PDF with pdf.js in the page, then uploads it'

let strongPdf: Promise<Uint8Array> | undefined
/** The strong resume as a PDF, made once for all the tests of a worker rather than once a test. */
export const strongResumePdf = () => {
  strongPdf ??= pdfWithText([strongResume])
  return strongPdf
}
