// Copy of the Privacy Policy page (spec "Privacy Policy"): 11 sections plus Consent; contact details come from site.ts.
import type { LegalDocument } from './types'

export interface LegalClosing {
  heading: string
  body: string
}

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: 'January 2024',
  intro:
    'DreamBorder Immigration (“we”, “us”, “our”) respects your privacy. This policy explains what personal information we collect when you use our website or our visa and immigration consultancy services, how we use and protect it, and the choices and rights you have. It applies to information you share with us online, by phone, by e-mail and in person at our office in Pune.',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'We collect only the information we need to answer your enquiry and provide our services. Most of it you give us directly, for example when you fill in our consultation form, upload your resume or share documents for an application.',
      ],
      list: [
        'Contact details: your name, e-mail address and mobile number.',
        'Enquiry details: the type of visa or immigration route you are interested in and any message you send us.',
        'Application information: passport details, date of birth, education, work history, language test results, financial records, family details and other documents required for your chosen visa.',
        'Files you upload, such as your resume, and the results of any assessment we prepare from them.',
        'Basic technical information that our hosting provider records when you visit the site, such as your IP address, browser type and the pages requested.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use your personal information only for purposes connected with our services, namely to:',
      ],
      list: [
        'respond to your enquiry and arrange your consultation;',
        'assess your eligibility and advise you on suitable visa routes;',
        'prepare, review and submit applications on your behalf when you engage us;',
        'keep you informed about the progress of your case;',
        'send you information you have asked for, such as updates relevant to your application;',
        'meet our legal, accounting and regulatory obligations; and',
        'keep our website secure and working properly.',
      ],
    },
    {
      heading: 'Legal Basis and Consent',
      paragraphs: [
        'We process your personal information on the basis of the consent you give when you submit a form, upload a file or engage our services, and, where applicable, to meet obligations imposed on us by law. We ask only for information that is necessary for the purpose we state at the time.',
        'You may withdraw your consent at any time. Withdrawal does not affect processing already carried out, but it may mean we can no longer continue working on your application.',
      ],
    },
    {
      heading: 'Sharing Your Information with Third Parties',
      paragraphs: [
        'We do not sell, rent or trade your personal information. We share it only where it is needed to provide our services or where the law requires it:',
      ],
      list: [
        'Government authorities: immigration departments, embassies, consulates and visa application centres that receive your application, always with your knowledge.',
        'Service providers: companies that help us run our business, such as our website hosting, database and file-storage providers, who process data on our instructions and are bound to keep it confidential.',
        'Other parties you ask us to deal with, such as education institutions, credential assessment bodies or employers involved in your application.',
        'Authorities or courts, where we are legally required to disclose information.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'We use reasonable technical and organisational safeguards to protect your information against unauthorised access, loss or misuse. These include encrypted connections to our website, restricted access to client files on a need-to-know basis and confidentiality obligations for our staff.',
        'No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a personal data breach occurs that affects you, we will notify you and the relevant authorities as required by law.',
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        'We keep your personal information only as long as we need it for the purposes described in this policy. Enquiry details are kept for as long as we are in contact about your plans. Client files are kept for the duration of our engagement and for a reasonable period afterwards to answer follow-up questions and meet legal and accounting requirements.',
        'When information is no longer needed, we delete it securely or anonymise it.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'Under India’s Digital Personal Data Protection Act, 2023, and other applicable laws, you have the following rights over your personal information:',
      ],
      list: [
        'Access: to ask for a summary of the personal information we hold about you and how we use it.',
        'Correction: to have inaccurate or incomplete information corrected or updated.',
        'Deletion: to ask us to erase information we no longer need, subject to legal retention requirements.',
        'Withdrawal of consent: to withdraw consent you have given, as easily as you gave it.',
        'Grievance redressal: to raise a complaint with us and, if it is not resolved, with the Data Protection Board of India.',
        'Nomination: to nominate another person to exercise your rights in the event of your death or incapacity.',
      ],
    },
    {
      heading: 'Cookies and Analytics',
      paragraphs: [
        'Our website sets no tracking or advertising cookies and does not use third-party analytics or advertising services. We do not build profiles of visitors or follow you across other websites.',
        'Our hosting provider keeps standard server logs for security and troubleshooting, which are not used to identify individual visitors.',
      ],
    },
    {
      heading: 'Children’s Privacy',
      paragraphs: [
        'Our website is intended for adults. We do not knowingly collect personal information from children under 18 without the verifiable consent of a parent or lawful guardian. Where a family or student application involves a minor, we collect the child’s information only from, and with the consent of, the parent or guardian.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy from time to time to reflect changes in our services or in the law. The date at the top of this page shows when it was last revised. Where a change materially affects how we use information you have already given us, we will let you know before it takes effect.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'If you have questions about this policy, wish to exercise any of your rights or want to raise a concern about how we handle your information, please contact us. Our e-mail address, phone numbers and office address are listed below, and we aim to respond to every privacy request promptly.',
      ],
    },
  ],
} as const satisfies LegalDocument

export const privacyConsent = {
  heading: 'Consent',
  body: 'By using our website, submitting an enquiry or uploading a file, you consent to the collection and use of your personal information as described in this Privacy Policy. You may withdraw your consent at any time by contacting us.',
} as const satisfies LegalClosing
