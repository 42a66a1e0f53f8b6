// Copy of the Terms of Service page (spec "Terms of Service"): six sections; contact details come from site.ts.
import type { LegalDocument } from './types'

export const termsOfService = {
  title: 'Terms of Service',
  lastUpdated: '15 January 2024',
  intro:
    'These Terms of Service govern your use of the DreamBorder Immigration website and the visa and immigration consultancy services we provide from our office in Pune. Please read them carefully. Where you sign a separate service agreement with us, that agreement applies together with these terms, and it prevails if the two differ.',
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By accessing our website, submitting an enquiry or engaging our services, you agree to be bound by these terms. If you do not agree with them, please do not use the website or our services.',
        'We may revise these terms from time to time. The date at the top of this page shows when they were last updated, and continued use of the website after a change means you accept the revised terms.',
      ],
    },
    {
      heading: 'Service Description',
      paragraphs: [
        'DreamBorder Immigration provides advice and assistance with visa and immigration applications, including eligibility assessments, documentation guidance, application preparation and post-landing support. The information on this website is general in nature and is not a substitute for advice on your individual circumstances.',
        'All visa and immigration decisions are made solely by the relevant government authorities. We do not guarantee that any application will be approved, nor can we guarantee processing times, which are set by those authorities and may change without notice.',
      ],
    },
    {
      heading: 'Client Responsibilities',
      paragraphs: ['To allow us to represent your case properly, you agree to:'],
      list: [
        'provide complete, accurate and truthful information and genuine documents;',
        'tell us promptly about any change in your circumstances, such as a new job, marriage, travel history or previous refusal;',
        'respond to our requests for information and documents within the agreed timeframes;',
        'review your application before submission and confirm that its contents are correct; and',
        'comply with the laws and visa conditions of the countries concerned.',
      ],
    },
    {
      heading: 'Fees and Payments',
      paragraphs: [
        'Your first 30-minute consultation is free. For any further services, we provide a written quote or service agreement that sets out our professional fees, what they cover and when they are payable, before any work begins.',
        'Government fees, visa application centre charges, language tests, medical examinations, credential assessments, translations and other third-party costs are not part of our professional fees and are payable separately. These third-party charges are generally non-refundable once paid. Any refund of our professional fees is governed by the terms of your service agreement, and a refused application does not by itself entitle you to a refund.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'We provide our services with reasonable skill and care. However, we are not liable for decisions made by government authorities, for delays or changes in immigration rules and processing times, or for any loss arising from incomplete, inaccurate or false information or documents supplied by you.',
        'To the fullest extent permitted by law, our total liability to you in connection with our services is limited to the professional fees you have paid us for the service concerned. Nothing in these terms excludes any liability that cannot be excluded under Indian law. These terms are governed by the laws of India, and the courts of Pune, Maharashtra have jurisdiction over any dispute.',
      ],
    },
    {
      heading: 'Contact Information',
      paragraphs: [
        'If you have any questions about these Terms of Service or our services, please get in touch. Our e-mail address, phone numbers, office address and opening hours are listed below.',
      ],
    },
  ],
} as const satisfies LegalDocument
