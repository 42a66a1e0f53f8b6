// Marathi copy of content/nz-skilled-migrant.ts (glossary: content/i18n/glossary.ts).

import { messagesFor } from '../../lib/messages'
import { facts } from '../facts'
import { asOf, stated } from '../facts/stated'
import { feesHref } from '../fees'
import type { nzSkilledMigrant as english } from '../nz-skilled-migrant'
import { routeTrail } from '../routes'
import type { Translation } from '../types'

const smc = facts.nz.smc
const p = smc.points

export const nzSkilledMigrant = {
  breadcrumb: routeTrail(messagesFor('mr'), 'home', 'countries', 'nzSkilledMigrantCalculator'),
  hero: {
    eyebrow: 'न्यूझीलंड · Skilled Migrant Category',
    heading: 'Skilled Migrant गुण कॅल्क्युलेटर',
    lead: stated`न्यूझीलंडच्या Skilled Migrant Category साठी आवश्यक ${smc.pointsRequired} तपासा: तुमची नोंदणी, अर्हता किंवा उत्पन्न यांतून मिळणारे गुण (ज्यातून सर्वाधिक मिळतात तेच धरले जातात) आणि न्यूझीलंडमधील तुमच्या कुशल कामाचे (skilled work) गुण, तसेच जॉब ऑफर आणि त्याचा पगार, इंग्रजी आणि वय यांच्या अटी.`,
  },
  calculator: {
    heading: 'तुमचे Skilled Migrant गुण तपासा',
    lead: stated`तुम्ही उत्तरे देता तसा तुमचा निकाल अपडेट होत जातो. तो Immigration New Zealand च्या ऑपरेशनल मॅन्युअलमधील (operational manual) गुण तक्त्यावर आधारित आहे; INZ ने ${asOf(smc.newPathways)} रोजी या कॅटेगरीत बदल केले, आणि त्यानंतर या गुणांमध्ये झाल्याचे सांगितले जाणारे बदल आम्हाला वाचता आलेल्या INZ च्या कोणत्याही पानावर अद्याप नाहीत: तक्त्याखालील टीप पाहा.`,
    age: { label: 'अर्ज करतानाचे तुमचे वय', min: '18 किंवा त्याहून कमी', max: '70 किंवा त्याहून जास्त' },
    registration: {
      label: 'न्यूझीलंडमधील व्यावसायिक नोंदणी (occupational registration)',
      hint: 'INZ च्या पात्र नोंदण्यांच्या यादीतील पूर्ण किंवा तात्पुरती (provisional) नोंदणी (डॉक्टर, नर्स, शिक्षक, इंजिनिअर, वकील…), तिच्यासाठी लागणाऱ्या प्रशिक्षणाच्या वर्षांनुसार.',
      options: {
        none: 'काहीही नाही',
        '6-years': 'अशी नोंदणी जिच्यासाठी 6 वर्षे किंवा त्याहून अधिक प्रशिक्षण लागते',
        '5-years': 'अशी नोंदणी जिच्यासाठी 5 वर्षांचे प्रशिक्षण लागते',
        '4-years': 'अशी नोंदणी जिच्यासाठी 4 वर्षांचे प्रशिक्षण लागते',
        '2-years': 'अशी नोंदणी जिच्यासाठी 2 किंवा 3 वर्षांचे प्रशिक्षण लागते',
      },
    },
    qualification: {
      label: 'तुमची सर्वोच्च अर्हता',
      hint: 'न्यूझीलंडबाहेरील अर्हतेसाठी NZQA मूल्यांकन (assessment) आवश्यक आहे, ती सूट असलेल्या यादीत नसेल तर; मूल्यांकनात फक्त तिचा स्तर (level) दिला असेल, तर तिला एक गुण कमी मिळतो.',
      options: {
        none: 'बॅचलर पदवीपेक्षा कमी',
        bachelor: 'बॅचलर पदवी, किंवा पदव्युत्तर प्रमाणपत्र (postgraduate certificate)',
        honours: 'ऑनर्ससह बॅचलर पदवी, किंवा पदव्युत्तर डिप्लोमा (postgraduate diploma)',
        master: 'मास्टर्स पदवी',
        doctorate: 'डॉक्टरेट (PhD)',
      },
    },
    hourlyRate: {
      label: 'न्यूझीलंडमधील तुमच्या नोकरीचा किंवा ऑफरचा पगार (NZD प्रति तास)',
      hint: stated`पूर्णवेळ: आठवड्याला 30 तास किंवा त्याहून अधिक. तुमचे गुण कितीही असले तरी नोकरीचा पगार किमान median wage (मध्यवर्ती पगार) इतका असला पाहिजे: ${asOf(smc.medianWage)} पासून ${smc.medianWage} प्रति तास (कौशल्य स्तर 4 किंवा 5 च्या नोकरीसाठी त्याच्या ${smc.jobPay.lowerSkilled} पट). उत्पन्नाचे गुण median wage च्या ${p.income3Multiple} पटीपासून सुरू होतात.`,
    },
    jobLevel: {
      label: 'नोकरीचा कौशल्य स्तर (skill level)',
      hint: 'INZ त्या व्यवसायाचे वर्गीकरण ज्या प्रकारे करते त्यानुसार (ANZSCO). पदवी, डिप्लोमा, ट्रेड प्रमाणपत्र किंवा तीन वर्षांचा अनुभव लागणाऱ्या बहुतेक नोकऱ्या स्तर 1 ते 3 वर असतात; त्यापेक्षा कमी लागणाऱ्या नोकऱ्या स्तर 4 किंवा 5 वर.',
      options: { skilled: 'कौशल्य स्तर 1 ते 3', lower: 'कौशल्य स्तर 4 किंवा 5' },
    },
    amountError: 'प्रति तास पूर्ण डॉलरमध्ये लिहा, उदाहरणार्थ 55.',
    nzWork: {
      label: 'न्यूझीलंडमधील कुशल काम (skilled work)',
      hint: 'पूर्णवेळ, किमान median wage इतक्या पगारावर, अर्ज करण्यापूर्वीच्या लगतच्या वर्षांत.',
      max: '{n} वर्षे किंवा त्याहून अधिक',
    },
    flags: {
      legend: 'याशिवाय (लागू होणाऱ्या सर्वांवर टिक करा)',
      options: {
        offer:
          'माझ्याकडे न्यूझीलंडमध्ये मान्यताप्राप्त नियोक्त्याकडे (accredited employer) कुशल नोकरी किंवा जॉब ऑफर आहे, पूर्णवेळ (आठवड्याला 30 तास किंवा त्याहून अधिक)',
        english: 'माझे इंग्रजी INZ ची अट पूर्ण करते (मान्य चाचणी, किंवा सूट)',
      },
    },
    result: {
      heading: 'तुमचे Skilled Migrant गुण',
      outOf: '(आवश्यक: {minimum})',
      eligible: 'गुणांनुसार पात्र: {total} गुण (आवश्यक {minimum}), आणि इतर अटीही पूर्ण आहेत.',
      notEligible: 'अद्याप पात्र नाही. काय कमी आहे:',
      missing: {
        age: stated`अर्ज करताना वय ${facts.nz.residence.maxAge} किंवा त्याहून कमी असणे.`,
        offer: 'न्यूझीलंडमधील मान्यताप्राप्त नियोक्त्याकडे (accredited employer) कुशल नोकरी किंवा जॉब ऑफर.',
        pay: stated`किमान median wage इतका पगार देणारी नोकरी किंवा ऑफर, म्हणजे ${asOf(smc.medianWage)} पासून ${smc.medianWage} प्रति तास (कौशल्य स्तर 4 किंवा 5 वर त्याच्या ${smc.jobPay.lowerSkilled} पट), गुण कितीही असले तरी: वर तिचा पगार लिहा.`,
        english: 'INZ ची अट पूर्ण करणारे इंग्रजी.',
        points: {
          one: '{minimum} गाठण्यासाठी आणखी {short} गुण हवा.',
          other: '{minimum} गाठण्यासाठी आणखी {short} गुण हवेत.',
        },
      },
      counted: {
        registration: 'तुमची नोंदणी धरली गेली: तिन्हींपैकी तिच्यातून सर्वाधिक गुण मिळतात.',
        qualification: 'तुमची अर्हता धरली गेली: तिन्हींपैकी तिच्यातून सर्वाधिक गुण मिळतात.',
        income: 'तुमचे उत्पन्न धरले गेले: तिन्हींपैकी त्यातून सर्वाधिक गुण मिळतात.',
        none: 'नोंदणी, अर्हता किंवा उत्पन्न यांपैकी कशातूनही अद्याप गुण मिळत नाहीत: यांपैकी किमान एकातून गुण मिळणे आवश्यक आहे.',
      },
      lines: { skill: 'नोंदणी, अर्हता किंवा उत्पन्न', nzWork: 'न्यूझीलंडमधील कुशल काम' },
      estimate:
        'हा तुमच्या स्वतःच्या उत्तरांवर आधारित अंदाज आहे, मूल्यांकन नाही. निर्णय Immigration New Zealand तुमच्या कागदपत्रांच्या आधारे घेते; व्हिसासाठी आरोग्य आणि चारित्र्य (character) तपासणीही आवश्यक आहे.',
    },
    enquiry: {
      label: 'या निकालाचे मोफत मूल्यांकन मिळवा',
      lead: 'एक सल्लागार तुमच्यासोबत तुमच्या नोंदणीचे किंवा अर्हतेचे मूल्यांकन, तुमची जॉब ऑफर आणि न्यूझीलंडमधील तुमचे काम तपासतो.',
      immigrationType: 'Permanent Residency (PR)',
      summary: 'Skilled Migrant Category तपासणी: {verdict} ({minimum} पैकी {total} गुण).',
      answers: 'माझी उत्तरे: {answers}.',
      linkLead: 'माझ्या निकालाची लिंक:',
      fees: { href: feesHref('nz-skilled-migrant'), label: 'Skilled Migrant व्हिसाचा खर्च' },
      verdicts: { eligible: 'गुणांनुसार पात्र', 'not-eligible': 'अद्याप पात्र नाही' },
      labels: {
        age: 'वय',
        registration: 'नोंदणी',
        qualification: 'अर्हता',
        hourlyRate: 'प्रति तास पगार',
        jobLevel: 'नोकरीचा कौशल्य स्तर',
        nzWork: 'न्यूझीलंडमधील कुशल कामाची वर्षे',
        offer: 'मान्यताप्राप्त नियोक्त्याकडे नोकरी किंवा ऑफर',
        english: 'इंग्रजी अट पूर्ण करते',
      },
      yes: 'हो',
      no: 'नाही',
      notGiven: 'दिलेले नाही',
    },
    whatsApp: {
      label: 'हे WhatsApp वर सल्लागाराला पाठवा',
      lead: 'नमस्कार, मी तुमच्या वेबसाइटवर न्यूझीलंड Skilled Migrant गुण तपासले: {verdict}, {minimum} पैकी {total} गुण.',
    },
    runningTotal: 'तुमचे गुण',
  },
  grid: {
    heading: 'अधिकृत गुण तक्ता',
    lead: stated`Immigration New Zealand चे ऑपरेशनल मॅन्युअल (SR3.25 आणि SR3.35): एका कौशल्य श्रेणीतून गुण, जिच्यातून सर्वाधिक मिळतात ती, आणि त्यासोबत न्यूझीलंडमधील कुशल कामाचे गुण; ${asOf(smc.pointsRequired)} पासून एकूण ${smc.pointsRequired}.`,
    prerequisites: {
      heading: 'महत्त्वाची माहिती',
      items: [
        stated`गुणांव्यतिरिक्त: मान्यताप्राप्त नियोक्त्याकडे (accredited employer) किमान median wage इतका पगार देणारी (कौशल्य स्तर 4 किंवा 5 वर त्याच्या ${smc.jobPay.lowerSkilled} पट) कुशल नोकरी किंवा ऑफर, इंग्रजी, आरोग्य आणि चारित्र्य यांच्या अटी, आणि वय ${facts.nz.residence.maxAge} किंवा त्याहून कमी असणे.`,
        stated`INZ ने ${asOf(smc.newPathways)} रोजी Skilled Migrant Category मध्ये बदल केले आणि ${smc.newPathways} जोडले. अहवालांनुसार गुणही बदलले आहेत: 3 ऐवजी जास्तीत जास्त ${smc.nzWorkExperienceMax} न्यूझीलंडमधील कामाचा अनुभव आवश्यक, आणि बॅचलर पदवीसाठी अधिक गुण (काहींच्या मते फक्त न्यूझीलंडमधील पदव्यांसाठी). या बदलांसाठीचे INZ चे स्वतःचे पान आम्हाला वाचता आलेल्या स्रोतांमध्ये नव्हते, म्हणून ते उपलब्ध होईपर्यंत हा तक्ता मॅन्युअलनुसार आहे: तुमच्या केसबद्दल आम्हाला विचारा.`,
        stated`अहवालांनुसार, ${asOf(smc.medianWage)} पासून median wage ${smc.medianWage} प्रति तास आहे; INZ तो दरवर्षी अद्ययावत करते.`,
      ],
    },
    tables: {
      registration: 'व्यावसायिक नोंदणी',
      qualification: 'अर्हता',
      income: stated`उत्पन्न (median wage ${smc.medianWage} प्रति तास, ${asOf(smc.medianWage)} पासून)`,
      nzWork: 'न्यूझीलंडमधील कुशल काम (वरील गुणांव्यतिरिक्त)',
    },
    rows: {
      registration: {
        '6-years': '6 वर्षे किंवा त्याहून अधिक प्रशिक्षण आवश्यक',
        '5-years': '5 वर्षांचे प्रशिक्षण आवश्यक',
        '4-years': '4 वर्षांचे प्रशिक्षण आवश्यक',
        '2-years': '2 वर्षांचे प्रशिक्षण आवश्यक',
      },
      qualification: {
        bachelor: 'बॅचलर पदवी (स्तर 7) किंवा पदव्युत्तर प्रमाणपत्र',
        honours: 'ऑनर्ससह बॅचलर पदवी किंवा पदव्युत्तर डिप्लोमा (स्तर 8)',
        master: 'मास्टर्स पदवी (स्तर 9)',
        doctorate: 'डॉक्टरेट (स्तर 10)',
      },
      income: 'median wage च्या किमान {multiple} पट ({rate} प्रति तास)',
      nzWork: ['गेल्या 24 महिन्यांत 12 महिने', 'गेल्या 48 महिन्यांत 24 महिने', 'गेल्या 60 महिन्यांत 36 महिने'],
    },
  },
} as const satisfies Translation<typeof english>
