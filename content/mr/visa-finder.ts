// Marathi copy of content/visa-finder.ts (glossary: content/i18n/glossary.ts).

import { messagesFor } from '../../lib/messages'
import { facts } from '../facts'
import { asOf, stated } from '../facts/stated'
import { routes, routeTrail } from '../routes'
import type { Translation } from '../types'
import type { visaFinder as english } from '../visa-finder'

const guide = (anchor: string) => `${routes.countryGuides.path}#${anchor}`
const fsw = facts.canada.expressEntry.fsw
const card = facts.germany.opportunityCard
const blueCard = facts.germany.blueCard.salary
const sw = facts.uk.skilledWorker

const study = {
  education: 'बारावी उत्तीर्ण (उच्च माध्यमिक शिक्षण पूर्ण), आणि मान्यताप्राप्त संस्थेत प्रवेश आवश्यक आहे.',
  funds: 'पहिल्या वर्षाचे ट्यूशन शुल्क आणि सरकारने ठरवलेला राहण्याचा खर्च दाखवणे आवश्यक आहे.',
  english:
    'बहुतेक विद्यापीठे साधारण B2 स्तराचे इंग्रजी मागतात (IELTS सारख्या चाचणीतून); काही स्वतःची चाचणी किंवा pathway course (पूर्वतयारी अभ्यासक्रम) वापरतात: तपासा.',
  offer: 'मान्यताप्राप्त संस्थेत प्रवेश मिळाल्यावर आणि निधी दाखवल्यावर तुम्ही पात्र दिसता.',
} as const

const studyNeeds = 'मान्यताप्राप्त संस्थेत प्रवेश, ट्यूशन शुल्क आणि राहण्याच्या खर्चासाठी निधी, आणि इंग्रजी.'

export const visaFinder = {
  breadcrumb: routeTrail(messagesFor('mr'), 'home', 'countries', 'visaFinder'),
  hero: {
    eyebrow: 'सहा देश · एक प्रोफाइल',
    heading: 'व्हिसा फाइंडर',
    lead: 'आठ प्रश्नांची उत्तरे एकदाच द्या, आणि कॅनडा, ऑस्ट्रेलिया, यूके, जर्मनी, न्यूझीलंड आणि अमेरिकेतील कोणते मार्ग आत्ता तुम्हाला योग्य आहेत, कोणते तपासायला हवेत, आणि कोणते सध्या तुमच्यासाठी बंद आहेत, ते प्रत्येकाच्या कारणासह पाहा.',
  },
  finder: {
    heading: 'तुमचे मार्ग शोधा',
    lead: 'तुम्ही उत्तरे देता तसतसे तुमचे मार्ग अपडेट होतात. जिथे या उत्तरांवरून निर्णय होऊ शकत नाही, तिथे तो मार्ग "तपासा" असे सांगतो, आणि त्याचे कॅल्क्युलेटर किंवा मार्गदर्शक तुम्हाला पुढे घेऊन जाते.',
    age: { label: 'तुमचे वय', min: '16 किंवा कमी', max: '70 किंवा अधिक' },
    education: {
      label: 'तुमचे सर्वोच्च शिक्षण',
      options: {
        none: 'बारावीपेक्षा कमी',
        secondary: 'बारावी उत्तीर्ण (उच्च माध्यमिक)',
        diploma: 'डिप्लोमा, किंवा दोन वर्षे किंवा त्याहून अधिक कालावधीचे व्यावसायिक प्रशिक्षण',
        bachelor: 'बॅचलर पदवी',
        master: 'मास्टर पदवी',
        phd: 'PhD किंवा डॉक्टरेट',
      },
    },
    english: {
      label: 'तुमचे इंग्रजी (CEFR)',
      hint: 'IELTS च्या तुलनेनुसार: 4 ते 5 म्हणजे B1, 5.5 ते 6.5 म्हणजे B2, 7 ते 8 म्हणजे C1, 8.5 व त्याहून अधिक म्हणजे C2.',
      options: { none: 'B1 पेक्षा कमी, किंवा अजून चाचणी दिलेली नाही', b1: 'B1', b2: 'B2', c1: 'C1', c2: 'C2' },
    },
    german: {
      label: 'तुमचे जर्मन (CEFR)',
      options: {
        none: 'अजिबात नाही, किंवा A1 पेक्षा कमी',
        a1: 'A1',
        a2: 'A2',
        b1: 'B1',
        b2: 'B2 किंवा त्याहून अधिक',
      },
    },
    experience: {
      label: 'कुशल कामाची वर्षे',
      hint: 'शिक्षण पूर्ण झाल्यानंतर, कुशल (skilled) नोकरीत केलेले पगारी काम.',
      max: '{n} वर्षे किंवा अधिक',
    },
    offer: {
      label: 'जॉब ऑफर',
      options: {
        none: 'जॉब ऑफर नाही',
        canada: 'कॅनडामध्ये',
        australia: 'ऑस्ट्रेलियामध्ये',
        uk: 'युनायटेड किंगडममध्ये (यूके)',
        germany: 'जर्मनीमध्ये',
        nz: 'न्यूझीलंडमध्ये',
        us: 'अमेरिकेमध्ये',
      },
    },
    goal: {
      legend: 'तुम्हाला काय हवे आहे?',
      options: {
        work: 'परदेशात काम करणे',
        study: 'परदेशात शिक्षण घेणे',
        pr: 'PR (कायम निवास)',
        family: 'कुटुंबाकडे जाणे किंवा कुटुंबाला बोलावणे',
        business: 'गुंतवणूक करणे किंवा व्यवसाय सुरू करणे',
      },
    },
    funds: 'परदेशी जाण्यासाठी निधी दाखवणे मला शक्य आहे (तिथे स्थायिक होण्यासाठी बचत, किंवा ट्यूशन शुल्क आणि राहण्याचा खर्च)',
    result: {
      heading: 'तुमचे मार्ग',
      forGoal: 'तुम्हाला हवे त्यासाठीचे मार्ग',
      others: 'इतर मार्ग',
      noRoutes:
        'कुटुंब आणि व्यवसायाचे मार्ग तुमच्या स्पॉन्सरवर किंवा तुमच्या व्यवसायावर अवलंबून असतात, ज्यांबद्दल हे प्रश्न विचारत नाहीत: त्यांच्याबद्दल आम्हाला सांगा, आणि आमचे सल्लागार तुमच्यासोबत मार्ग तपासतील. काम आणि शिक्षणाचे मार्ग खाली दिले आहेत.',
      verdicts: {
        eligible: 'पात्र दिसता',
        check: 'पात्र असू शकता: तपासा',
        'not-eligible': 'सध्या पात्र नाही',
      },
      source: 'अधिकृत स्रोत',
      estimate:
        'ही तुमच्या स्वतःच्या उत्तरांवर आधारित पहिली वर्गवारी आहे, मूल्यांकन नाही: प्रत्येक देशाचे सरकार तुमचा अर्ज आणि कागदपत्रे पाहून निर्णय घेते, आणि नियम बदलतात. सल्लागार तुमची केस पूर्णपणे तपासू शकतात.',
    },
    enquiry: {
      label: 'या मार्गांचे मोफत मूल्यांकन करून घ्या',
      lead: 'सल्लागार तुमच्यासोबत प्रत्येक मार्ग आणि त्यासाठी लागणारी कागदपत्रे तपासतात.',
      immigrationType: {
        work: 'Work Visa',
        study: 'Study Visa',
        pr: 'Permanent Residency (PR)',
        family: 'Family Sponsorship',
        business: 'Business/Investor Visa',
      },
      summary: 'व्हिसा फाइंडर: पात्रता दिसते: {eligible}; पात्रता असू शकते: {check}.',
      answers: 'माझी उत्तरे: {answers}.',
      linkLead: 'माझ्या मार्गांची लिंक:',
      labels: {
        age: 'वय',
        education: 'शिक्षण',
        english: 'इंग्रजी',
        german: 'जर्मन',
        experience: 'कुशल कामाची वर्षे',
        offer: 'जॉब ऑफर',
        goal: 'उद्दिष्ट',
        funds: 'निधी दाखवणे शक्य',
      },
      yes: 'हो',
      no: 'नाही',
      none: 'एकही नाही',
    },
    whatsApp: {
      label: 'हे मार्ग WhatsApp वर सल्लागाराला पाठवा',
      lead: 'नमस्कार, मी तुमच्या वेबसाइटवरील व्हिसा फाइंडर वापरला. पात्रता दिसते: {eligible}. पात्रता असू शकते: {check}.',
    },
    routes: {
      expressEntry: {
        name: 'कॅनडा: Express Entry',
        flag: 'ca',
        needs: stated`Federal Skilled Worker Program (फेडरल कुशल कामगार कार्यक्रम) साठी: कुशल कामाचा ${fsw.experience} अनुभव, इंग्रजी किंवा फ्रेंचमध्ये CLB ${fsw.minimumClb}, शिक्षण, आणि settlement funds (स्थायिक होण्यासाठीचा निधी); त्यानंतर आमंत्रण मिळेल इतका CRS स्कोअर.`,
        reasons: {
          education:
            'किमान बारावी उत्तीर्ण, म्हणजे सेकंडरी डिप्लोमा, आवश्यक आहे (कॅनडाबाहेर शिक्षण घेतले असल्यास, त्याचे मूल्यांकन करून घेतलेले).',
          english: stated`इंग्रजी किंवा फ्रेंचच्या चारही क्षमतांमध्ये (वाचन, लेखन, बोलणे, ऐकणे) CLB ${fsw.minimumClb} आवश्यक आहे (साधारण B2).`,
          experience: stated`कुशल कामाचा सलग ${fsw.experience} अनुभव आवश्यक आहे.`,
          funds:
            'तुमच्याकडे कॅनडातील वैध जॉब ऑफर नसेल, तर settlement funds (स्थायिक होण्यासाठीचा निधी) असल्याचा पुरावा आवश्यक आहे.',
          score:
            'तुम्ही पूलमध्ये (pool) प्रवेशासाठी पात्र असू शकता; आमंत्रणे CRS स्कोअर आणि कॅटेगरीनुसार मिळतात: तुमचा स्कोअर तपासा.',
        },
        link: { path: routes.crsCalculator.path, label: 'तुमचा CRS स्कोअर तपासा', calculator: true },
        source: fsw.minimumClb.source,
      },
      australiaSkilled: {
        name: 'ऑस्ट्रेलिया: स्किल्ड व्हिसा (subclass 189, 190 आणि 491)',
        flag: 'au',
        needs: stated`आमंत्रणाच्या वेळी वय ${facts.australia.pointsTest.maxAge} पेक्षा कमी, किमान Competent English, सूचीतील व्यवसायात (listed occupation) skills assessment (कौशल्य मूल्यांकन), आणि ${facts.australia.pointsTest.passMark} चा पास मार्क.`,
        reasons: {
          age: stated`आमंत्रणाच्या वेळी तुमचे वय ${facts.australia.pointsTest.maxAge} पेक्षा कमी असणे आवश्यक आहे.`,
          english: 'किमान Competent English आवश्यक आहे (साधारण B2).',
          points: stated`सूचीतील व्यवसायात सकारात्मक skills assessment आणि ${facts.australia.pointsTest.passMark} चा पास मार्क आवश्यक आहे: तुमचे गुण तपासा.`,
        },
        link: {
          path: routes.australiaPointsCalculator.path,
          label: 'तुमचे ऑस्ट्रेलिया गुण तपासा',
          calculator: true,
        },
        source: facts.australia.pointsTest.maxAge.source,
      },
      ukSkilledWorker: {
        name: 'यूके: Skilled Worker व्हिसा',
        flag: 'gb',
        needs: stated`परवानाधारक स्पॉन्सरकडून पदवी-स्तरावरील नोकरीची जॉब ऑफर, ${sw.englishLevel} स्तराचे इंग्रजी, आणि तुमच्या नोकरीला लागू असलेल्या नियमापर्यंत पोहोचणारा पगार: एकूण ${sw.points.needed}.`,
        reasons: {
          offer: 'कामगारांना स्पॉन्सर करण्याचा परवाना असलेल्या यूके नियोक्त्याकडून जॉब ऑफर आवश्यक आहे.',
          english: stated`CEFR ${sw.englishLevel} स्तराचे इंग्रजी आवश्यक आहे.`,
          salary: 'तुमचा पगार तुमच्या नोकरीला आणि परिस्थितीला लागू असलेल्या नियमापर्यंत पोहोचला पाहिजे: तो तपासा.',
        },
        link: {
          path: routes.ukSkilledWorkerCalculator.path,
          label: 'तुमचे Skilled Worker गुण तपासा',
          calculator: true,
        },
        source: sw.points.needed.source,
      },
      ukGraduate: {
        name: 'यूके: Graduate व्हिसा',
        flag: 'gb',
        needs: stated`Student व्हिसावर पूर्ण केलेली यूकेची पदवी; काम करण्यासाठी ${facts.uk.graduate.duration} (${facts.uk.graduate.shorterFrom} पासून केलेल्या अर्जांसाठी ${facts.uk.graduate.durationFrom2027}).`,
        reasons: {
          unknown:
            'हा मार्ग फक्त Student व्हिसावर यूकेमध्ये पूर्ण केलेल्या पदवीनंतरच मिळतो, आणि ते या उत्तरांवरून कळू शकत नाही: तपासा.',
        },
        link: { path: guide('united-kingdom'), label: 'यूकेचे मार्गदर्शक वाचा', calculator: false },
        source: facts.uk.graduate.duration.source,
      },
      germanyBlueCard: {
        name: 'जर्मनी: EU Blue Card',
        flag: 'de',
        needs: stated`मान्यताप्राप्त विद्यापीठ पदवी, आणि 2026 मध्ये वर्षाला किमान ${blueCard.standard2026} पगार देणारी जर्मनीतील जॉब ऑफर (कमतरता असलेल्या व्यवसायांत (shortage occupations) आणि नव्याने सुरुवात करणाऱ्यांसाठी (new entrants) ${blueCard.reduced2026}).`,
        reasons: {
          education: 'मान्यताप्राप्त विद्यापीठ पदवी आवश्यक आहे (IT तज्ज्ञ अनुभवाच्या आधारेही पात्र ठरू शकतात: तपासा).',
          offer: 'जर्मनीतील जॉब ऑफर आवश्यक आहे.',
          salary: stated`2026 मध्ये पगार वर्षाला ${blueCard.standard2026} पर्यंत पोहोचला पाहिजे, किंवा कमतरता असलेल्या व्यवसायांत आणि नव्याने सुरुवात करणाऱ्यांसाठी ${blueCard.reduced2026}: तपासा.`,
        },
        link: { path: guide('germany'), label: 'जर्मनीचे मार्गदर्शक वाचा', calculator: false },
        source: blueCard.standard2026.source,
      },
      germanyOpportunityCard: {
        name: 'जर्मनी: Opportunity Card',
        flag: 'de',
        needs: stated`मिळवलेल्या देशात मान्यताप्राप्त असलेली पदवी किंवा दोन वर्षांचे व्यावसायिक प्रशिक्षण, जर्मन A1 किंवा इंग्रजी B2, निधी, आणि ${card.pointsNeeded}, जर अर्हतेला जर्मनीत पूर्ण मान्यता मिळालेली नसेल तर.`,
        reasons: {
          qualification:
            'पदवी, किंवा दोन वर्षे किंवा त्याहून अधिक कालावधीचे व्यावसायिक प्रशिक्षण आवश्यक आहे, जे तुम्ही मिळवले त्या देशात मान्यताप्राप्त असावे.',
          language: 'A1 स्तराचे जर्मन किंवा B2 स्तराचे इंग्रजी आवश्यक आहे.',
          funds: stated`तुमच्या वास्तव्यासाठी दरमहा ${card.fundsPerMonth} आवश्यक आहेत (${asOf(card.fundsPerMonth)} पासून ठरलेली रक्कम).`,
          points: 'तुमचे {total} गुण आहेत, तर {minimum} गुण आवश्यक आहेत.',
          eligible:
            'तुमची अर्हता तुम्ही मिळवली त्या देशात मान्यताप्राप्त असल्यास, {minimum} पैकी {total} गुणांसह तुम्ही पात्र दिसता.',
        },
        link: {
          path: routes.germanyOpportunityCardCalculator.path,
          label: 'तुमचे Opportunity Card तपासा',
          calculator: true,
        },
        source: card.pointsNeeded.source,
      },
      nzSkilledMigrant: {
        name: 'न्यूझीलंड: Skilled Migrant Category',
        flag: 'nz',
        needs: stated`वय ${facts.nz.residence.maxAge} किंवा कमी, मान्यताप्राप्त नियोक्त्याकडे (accredited employer) किमान median wage (${asOf(facts.nz.smc.medianWage)} पासून ${facts.nz.smc.medianWage} प्रति तास) इतका पगार देणारी कुशल नोकरी किंवा जॉब ऑफर, इंग्रजी, आणि नोंदणी (registration), अर्हता किंवा उत्पन्न यांसोबत न्यूझीलंडमधील कामातून ${facts.nz.smc.pointsRequired}.`,
        reasons: {
          age: stated`तुमचे वय ${facts.nz.residence.maxAge} किंवा त्याहून कमी असणे आवश्यक आहे.`,
          offer: 'न्यूझीलंडमधील मान्यताप्राप्त नियोक्त्याकडे (accredited employer) कुशल नोकरी किंवा जॉब ऑफर आवश्यक आहे.',
          english:
            'Immigration New Zealand ने ठरवलेल्या स्तराचे इंग्रजी (B1 पेक्षा वरचे) आवश्यक आहे, जे चाचणीतून सिद्ध झालेले असावे.',
          pay: stated`तुमचे गुण कितीही असले तरी नोकरीचा पगार किमान median wage इतका असला पाहिजे, म्हणजे ${asOf(facts.nz.smc.medianWage)} पासून ${facts.nz.smc.medianWage} प्रति तास (कौशल्य स्तर 4 किंवा 5 वर त्याच्या ${facts.nz.smc.jobPay.lowerSkilled} पट); आणि नोंदणी, अर्हता किंवा उत्पन्न आणि न्यूझीलंडमधील काम यांतून ${facts.nz.smc.pointsRequired} आवश्यक आहेत: दोन्ही तपासा.`,
        },
        link: {
          path: routes.nzSkilledMigrantCalculator.path,
          label: 'तुमचे Skilled Migrant गुण तपासा',
          calculator: true,
        },
        source: facts.nz.smc.pointsRequired.source,
      },
      usH1b: {
        name: 'अमेरिका: H-1B',
        flag: 'us',
        needs: stated`बॅचलर किंवा त्याहून उच्च पदवी, आणि तुमची नोंदणी (registration) करणारा अमेरिकन नियोक्ता; USCIS नोंदण्यांची निवड ${facts.us.h1b.selection} पद्धतीने करते.`,
        reasons: {
          education: 'बॅचलर किंवा त्याहून उच्च पदवी, किंवा तिच्या समकक्ष अर्हता आवश्यक आहे.',
          offer: 'अमेरिकन नियोक्त्याने तुमची नोंदणी करून तुमच्यासाठी petition (याचिका) दाखल करणे आवश्यक आहे.',
          selection: stated`तुमचा नियोक्ता तुमची नोंदणी करतो; USCIS ${facts.us.h1b.selection} पद्धतीने निवड करते: तपासा.`,
        },
        link: { path: guide('united-states'), label: 'अमेरिकेचे मार्गदर्शक वाचा', calculator: false },
        source: facts.us.h1b.selection.source,
      },
      canadaStudy: {
        name: 'कॅनडा: स्टडी परमिट (study permit)',
        flag: 'ca',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('canada'), label: 'कॅनडाचे मार्गदर्शक वाचा', calculator: false },
        source: facts.canada.study.fundsSingle.source,
      },
      australiaStudent: {
        name: 'ऑस्ट्रेलिया: Student व्हिसा (subclass 500)',
        flag: 'au',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('australia'), label: 'ऑस्ट्रेलियाचे मार्गदर्शक वाचा', calculator: false },
        source: facts.australia.student.financialCapacity.source,
      },
      ukStudent: {
        name: 'यूके: Student व्हिसा',
        flag: 'gb',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('united-kingdom'), label: 'यूकेचे मार्गदर्शक वाचा', calculator: false },
        source: facts.uk.student.fundsLondon.source,
      },
      germanyStudy: {
        name: 'जर्मनी: स्टुडंट व्हिसा',
        flag: 'de',
        needs: 'जर्मन विद्यापीठात प्रवेश, ब्लॉक्ड खात्यात (blocked account) निधी, आणि अभ्यासक्रमाची भाषा.',
        reasons: study,
        link: { path: guide('germany'), label: 'जर्मनीचे मार्गदर्शक वाचा', calculator: false },
        source: facts.germany.study.blockedAccount.perMonth.source,
      },
      nzStudent: {
        name: 'न्यूझीलंड: स्टुडंट व्हिसा',
        flag: 'nz',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('new-zealand'), label: 'न्यूझीलंडचे मार्गदर्शक वाचा', calculator: false },
        source: facts.nz.student.livingCosts.source,
      },
      usF1: {
        name: 'अमेरिका: F-1 स्टुडंट व्हिसा',
        flag: 'us',
        needs: studyNeeds,
        reasons: study,
        link: { path: guide('united-states'), label: 'अमेरिकेचे मार्गदर्शक वाचा', calculator: false },
        source: facts.us.opt.duration.source,
      },
    },
  },
  noScript:
    'तुम्ही उत्तरे देता तसतसा फाइंडर मार्गांची वर्गवारी करतो, आणि त्यासाठी JavaScript आवश्यक आहे. प्रत्येक मार्ग आणि त्याला काय लागते ते खाली, त्याच्या कॅल्क्युलेटर किंवा मार्गदर्शकासह दिले आहे.',
  table: {
    heading: 'मार्ग आणि प्रत्येकासाठी काय लागते',
    lead: 'फाइंडर तपासत असलेला प्रत्येक मार्ग, त्याला काय लागते, आणि ज्या अधिकृत पानावरून त्याचा नियम घेतला आहे ते पान.',
    source: 'अधिकृत स्रोत',
  },
} as const satisfies Translation<typeof english>
