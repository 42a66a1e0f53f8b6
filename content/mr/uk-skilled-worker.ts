// Marathi copy of content/uk-skilled-worker.ts (glossary: content/i18n/glossary.ts).

import { messagesFor } from '../../lib/messages'
import { facts } from '../facts'
import { asOf, stated, until } from '../facts/stated'
import { feesHref } from '../fees'
import { routeTrail } from '../routes'
import type { Translation } from '../types'
import type { ukSkilledWorker as english } from '../uk-skilled-worker'

const sw = facts.uk.skilledWorker
const o = sw.salaryOptions

export const ukSkilledWorker = {
  breadcrumb: routeTrail(messagesFor('mr'), 'home', 'countries', 'ukSkilledWorkerCalculator'),
  hero: {
    eyebrow: 'यूके · Skilled Worker व्हिसा',
    heading: 'Skilled Worker गुण कॅल्क्युलेटर',
    lead: stated`Skilled Worker व्हिसासाठी आवश्यक ${sw.points.needed} तपासा: तुमची जॉब ऑफर, तिचा कौशल्य स्तर आणि तुमचे इंग्रजी यांचे अनिवार्य गुण, आणि पगाराचे गुण, तसेच तुम्हाला लागू होणारी पगार मर्यादा आणि तुमचा पगार त्या मर्यादेपेक्षा किती जास्त किंवा किती कमी आहे.`,
  },
  calculator: {
    heading: 'तुमचे Skilled Worker गुण तपासा',
    lead: 'तुम्ही उत्तरे देता तसा तुमचा निकाल अपडेट होत जातो. तुमचा नियोक्ता (स्पॉन्सर) तुम्हाला पदाचा व्यवसाय कोड (occupation code), त्याचा going rate (पदाचा प्रचलित पगार) आणि तुमच्या स्पॉन्सरशिप प्रमाणपत्रावर (certificate of sponsorship) नमूद केलेला पगार सांगू शकतो.',
    flags: {
      legend: 'तुमची जॉब ऑफर आणि इंग्रजी (लागू होणाऱ्या सर्वांवर टिक करा)',
      options: {
        offer:
          'माझ्याकडे अशा नियोक्त्याची जॉब ऑफर आहे, ज्याला Home Office ने कर्मचाऱ्यांना स्पॉन्सर करण्याचा परवाना दिला आहे',
        skill: stated`नोकरी आवश्यक कौशल्य स्तराची आहे: पात्र व्यवसाय कोड (occupation code), नवीन अर्जदारांसाठी ${sw.skillLevel}`,
        english: stated`वाचन, लेखन, बोलणे आणि ऐकणे यांत माझे इंग्रजी CEFR ${sw.englishLevel} किंवा त्याहून वरच्या स्तराचे आहे (${asOf(sw.englishLevel)} पासून पहिल्या अर्जासाठी हाच स्तर लागू आहे), किंवा मला यातून सूट आहे`,
      },
    },
    salary: {
      label: 'देऊ केलेला पगार (£ प्रति वर्ष)',
      hint: 'हमखास मिळणारा मूळ एकूण पगार (basic gross pay), पूर्ण पाउंडमध्ये: भत्ते, बोनस किंवा ओव्हरटाइम धरू नका.',
    },
    goingRate: {
      label: 'पदाचा going rate (£ प्रति वर्ष)',
      hint: 'पदाच्या व्यवसाय कोडचा going rate, तुमच्या आठवड्याच्या कामाच्या तासांच्या प्रमाणात; यादीतील आरोग्य किंवा शिक्षण क्षेत्रातील नोकरीसाठी राष्ट्रीय वेतनश्रेणीचा (national pay scale) दर. तुम्हाला तो अजून माहीत नसेल, तर रिकामे ठेवा.',
    },
    amountError: 'पूर्ण पाउंडमध्ये रक्कम लिहा, उदाहरणार्थ 45000.',
    option: {
      legend: 'तुम्हाला पगाराचा कोणता नियम लागू होतो?',
      hint: stated`तुम्ही ज्यासाठी पात्र आहात तो नियम निवडा; कोणता नियम लागू होतो हे तुमचा नियोक्ता आणि नियम ठरवतात. हे नियम ${asOf(o.newEntrantFloor)} पासून दिलेल्या (assigned) certificate of sponsorship साठी आहेत.`,
      options: {
        none: stated`सर्वसाधारण पगार मर्यादा: ${sw.generalSalaryThreshold}, किंवा पूर्ण going rate, तो जास्त असल्यास`,
        'new-entrant': stated`नवीन प्रवेशक (new entrant): अर्ज करताना वय 26 पेक्षा कमी, Student किंवा Graduate व्हिसावरून स्विच करत असाल, पोस्टडॉक्टरल पदावर असाल, किंवा व्यावसायिक नोंदणीसाठी (professional registration) प्रशिक्षण घेत असाल (${o.newEntrantFloor}, किंवा going rate च्या ${o.newEntrantGoingRate})`,
        phd: stated`नोकरीशी संबंधित PhD (${o.phdFloor}, किंवा going rate च्या ${o.phdGoingRate})`,
        'stem-phd': stated`नोकरीशी संबंधित विज्ञान, तंत्रज्ञान, अभियांत्रिकी किंवा गणित विषयातील PhD (${o.stemPhdFloor}, किंवा going rate च्या ${o.stemPhdGoingRate})`,
        shortage: stated`Immigration Salary List मधील पदवी-स्तराची नोकरी (${o.shortageFloor}, किंवा पूर्ण going rate)`,
        'health-care': stated`राष्ट्रीय वेतनश्रेणीनुसार (national pay scale) पगार असलेली यादीतील आरोग्य किंवा शिक्षण क्षेत्रातील नोकरी, उदा. Health and Care Worker व्हिसावर (${o.healthEducationFloor}, किंवा वेतनश्रेणीचा दर)`,
      },
    },
    result: {
      heading: 'तुमचे Skilled Worker गुण',
      outOf: '(आवश्यक: {minimum})',
      verdicts: {
        eligible: 'तुमचे {total} गुण होतात: Skilled Worker व्हिसासाठी आवश्यक असलेले {minimum} गुण पूर्ण.',
        check:
          'तुमचा पगार या नियमाची किमान मर्यादा (floor) पूर्ण करतो. पदाचा going rate देखील भरा: तो जास्त असल्यास, पगाराने त्याचा ठरलेला हिस्साही गाठला पाहिजे.',
        incomplete: 'पगाराचे गुण पाहण्यासाठी देऊ केलेला पगार भरा.',
        'not-eligible': 'अद्याप पात्र नाही. काय कमी आहे:',
      },
      threshold: {
        floor: stated`${asOf(o.newEntrantFloor)} पासून लागू नियमांनुसार आवश्यक पगार: {amount}, म्हणजे या नियमाची किमान मर्यादा (जी going rate च्या {percent} पेक्षा जास्त आहे).`,
        'going-rate': stated`${asOf(o.newEntrantFloor)} पासून लागू नियमांनुसार आवश्यक पगार: {amount}, म्हणजे going rate च्या {percent} (जे {floor} या किमान मर्यादेपेक्षा जास्त आहे).`,
        'no-going-rate': stated`${asOf(o.newEntrantFloor)} पासून लागू नियमांनुसार आवश्यक पगार: किमान {amount}, म्हणजे या नियमाची किमान मर्यादा, किंवा going rate च्या {percent}, ते जास्त असल्यास.`,
      },
      clears: 'तुमचा पगार या मर्यादेपेक्षा {amount} ने जास्त आहे.',
      misses: 'तुमचा पगार या मर्यादेपेक्षा {amount} ने कमी आहे.',
      missing: {
        offer: 'परवानाधारक स्पॉन्सरची जॉब ऑफर (certificate of sponsorship).',
        skill: 'आवश्यक कौशल्य स्तराची नोकरी, पात्र व्यवसाय कोडमध्ये (occupation code).',
        english: stated`CEFR ${sw.englishLevel} स्तराचे इंग्रजी, जे मान्य चाचणी, इंग्रजीतून शिकवलेली पदवी किंवा राष्ट्रीयत्व यांद्वारे सिद्ध होते.`,
        salary: 'तुम्हाला लागू असलेल्या नियमाची पगार मर्यादा गाठणारा पगार.',
      },
      lines: {
        offer: 'परवानाधारक स्पॉन्सरची जॉब ऑफर',
        skill: 'आवश्यक कौशल्य स्तराची नोकरी',
        english: 'आवश्यक स्तराचे इंग्रजी',
        salary: 'पगार',
      },
      estimate:
        'हा तुमच्या स्वतःच्या उत्तरांवर आधारित अंदाज आहे, मूल्यांकन नाही. निर्णय UK Visas and Immigration तुमच्या certificate of sponsorship आणि कागदपत्रांच्या आधारे घेते; व्हिसासाठी पुरेसा निधी (funds), आवश्यक तिथे क्षयरोग (टीबी) चाचणी, आणि शुल्क व health surcharge (आरोग्य अधिभार) हेही आवश्यक आहेत.',
    },
    enquiry: {
      label: 'या निकालाचे मोफत मूल्यांकन मिळवा',
      lead: 'एक सल्लागार तुमच्यासोबत तुमची जॉब ऑफर, तिचा व्यवसाय कोड आणि पगाराचा नियम, आणि तुमच्या इंग्रजीचे पुरावे तपासतो.',
      immigrationType: 'Work Visa',
      summary: 'Skilled Worker तपासणी: {verdict} ({minimum} पैकी {total} गुण; आवश्यक पगार {threshold}).',
      answers: 'माझी उत्तरे: {answers}.',
      linkLead: 'माझ्या निकालाची लिंक:',
      fees: { href: feesHref('uk-skilled-worker'), label: 'Skilled Worker व्हिसाचा खर्च' },
      verdicts: {
        eligible: 'गुणांनुसार पात्र',
        check: 'going rate नुसार जमत असल्यास पात्र',
        incomplete: 'पगार अद्याप दिलेला नाही',
        'not-eligible': 'अद्याप पात्र नाही',
      },
      labels: {
        offer: 'परवानाधारक स्पॉन्सरची जॉब ऑफर',
        skill: 'कौशल्य स्तराची नोकरी',
        english: 'आवश्यक स्तराचे इंग्रजी',
        salary: 'पगार',
        goingRate: 'going rate',
        option: 'पगाराचा नियम',
      },
      yes: 'हो',
      no: 'नाही',
      notGiven: 'दिलेले नाही',
    },
    whatsApp: {
      label: 'हे WhatsApp वर सल्लागाराला पाठवा',
      lead: 'नमस्कार, मी तुमच्या वेबसाइटवर यूके Skilled Worker गुण तपासले: {verdict}, {minimum} पैकी {total} गुण.',
    },
    runningTotal: 'तुमचे गुण',
  },
  grid: {
    heading: 'अधिकृत गुण आणि पगाराचे नियम',
    lead: stated`Immigration Rules मधील Appendix Skilled Worker: एकूण ${sw.points.needed}, त्यांपैकी 50 अनिवार्य. पगाराच्या 20 गुणांसाठी पगाराने दोन रकमांपैकी मोठी रक्कम गाठली पाहिजे: नियमाची किमान मर्यादा (floor), किंवा पदाच्या going rate चा त्या नियमात ठरलेला हिस्सा; हे नियम ${asOf(o.newEntrantFloor)} पासून दिलेल्या certificate of sponsorship साठी आहेत.`,
    prerequisites: {
      heading: 'महत्त्वाची माहिती',
      items: [
        stated`प्रत्येक नियमात दोन रकमांपैकी मोठी रक्कम लागू होते: किमान मर्यादा (floor), आणि पदाच्या व्यवसाय कोडच्या going rate चा ठरलेला हिस्सा (तुमच्या कामाच्या तासांच्या प्रमाणात).`,
        'कमी केलेल्या पगार मर्यादेच्या नियमांसाठी तुम्ही त्यांच्या अटी पूर्ण केल्या पाहिजेत: new entrant म्हणून मिळणारी परवानगी एकूण जास्तीत जास्त चार वर्षे असते, आणि PhD नोकरीशी संबंधित असली पाहिजे.',
        stated`Migration Advisory Committee ने ${asOf(sw.phdDiscountReview)} रोजी PhD साठीच्या सवलती रद्द करण्याची शिफारस केली: ${sw.phdDiscountReview}. यात बदल झाल्यास आम्ही हे पान अद्ययावत करू.`,
        stated`यादीतील आरोग्य आणि शिक्षण क्षेत्रातील नोकऱ्यांच्या किमान मर्यादेबाबत स्रोतांमध्ये एकवाक्यता नाही: ${asOf(o.healthEducationFloor)} पासून ${o.healthEducationFloor} ही मर्यादा जुलै 2025 च्या नियमांविषयीच्या एका अहवालात दिली आहे, तर GOV.UK च्या पानावर, आम्हाला वाचता आले त्यानुसार, अजूनही ${o.healthEducationFloor2024} दिसत होते, जी ${asOf(o.healthEducationFloor2024)} ते ${until(o.healthEducationFloor2024)} या काळातील किमान मर्यादा होती. त्यावर अवलंबून राहण्यापूर्वी आम्हाला विचारा.`,
      ],
    },
    tables: {
      mandatory: 'अनिवार्य गुण',
      salary: stated`${asOf(o.newEntrantFloor)} पासून पगाराचे गुण: कोणताही एक नियम लागू होतो`,
    },
    columns: { floor: 'किमान', goingRate: 'आणि going rate च्या' },
    rows: {
      mandatory: {
        offer: 'परवानाधारक स्पॉन्सरची जॉब ऑफर',
        skill: 'आवश्यक कौशल्य स्तराची नोकरी',
        english: stated`CEFR ${sw.englishLevel} स्तराचे इंग्रजी`,
      },
      options: {
        none: 'सर्वसाधारण पगार मर्यादा',
        'new-entrant': 'नवीन प्रवेशक (new entrant)',
        phd: 'नोकरीशी संबंधित PhD',
        'stem-phd': 'नोकरीशी संबंधित STEM PhD',
        shortage: 'Immigration Salary List (पदवी-स्तराची नोकरी)',
        'health-care': 'यादीतील आरोग्य किंवा शिक्षण क्षेत्रातील नोकरी (राष्ट्रीय वेतनश्रेणी)',
      },
    },
  },
} as const satisfies Translation<typeof english>
