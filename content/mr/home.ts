// Marathi copy of content/home.ts (glossary: content/i18n/glossary.ts).
import { about } from '../about'
import { facts } from '../facts'
import { stated } from '../facts/stated'
import type { home as english } from '../home'
import { routes } from '../routes'
import { site } from '../site'
import { testimonials } from '../testimonials'
import type { Translation } from '../types'

export const home = {
  hero: {
    eyebrow: 'जिथे स्वप्ने सीमा ओलांडतात',
    heading: 'व्हिसा आणि इमिग्रेशनसाठी तुमचा विश्वासू साथीदार',
    lead: 'पुण्यापासून जगभर: कॅनडा, ऑस्ट्रेलिया, यूके, जर्मनी आणि इतर देशांत जाण्याच्या प्रत्येक टप्प्यावर आम्ही विद्यार्थी, प्रोफेशनल्स आणि कुटुंबांना मार्गदर्शन करतो.',
    formLinkLabel: 'तुमची मोफत सल्लामसलत बुक करा',
    badgesLabel: 'क्लायंट आमच्यावर विश्वास का ठेवतात',
    badges: [
      `${site.foundingYear} पासून विश्वासार्ह`,
      `टीमचा ${site.claims.experience} वर्षांचा अनुभव`,
      `${site.claims.applications} यशस्वी अर्ज`,
      `${site.claims.countries} देशांसाठी सेवा`,
      `${site.claims.successRate} यशाचे प्रमाण`,
      'तुमच्यासाठी एक समर्पित केस मॅनेजर',
    ],
  },
  services: {
    heading: 'आमच्या इमिग्रेशन सेवा',
    lead: 'परदेशी जाण्याचे तुमचे कारण काहीही असो, पहिल्या संभाषणापासून तुम्ही तिथे पोहोचेपर्यंत एकच टीम तुमचा अर्ज सांभाळते.',
    learnMore: 'अधिक जाणून घ्या',
    popular: 'लोकप्रिय',
    items: [
      {
        title: 'वर्क व्हिसा',
        description:
          'जॉब ऑफर असलेल्या किंवा मागणी असलेली कौशल्ये असलेल्या प्रोफेशनल्ससाठी skilled worker व्हिसा आणि नियोक्त्याने स्पॉन्सर केलेले व्हिसा.',
        icon: 'briefcase',
        popular: true,
      },
      {
        title: 'स्टडी व्हिसा',
        description: 'जगातील आघाडीच्या शिक्षणाच्या देशांसाठी विद्यापीठांची शॉर्टलिस्ट, प्रवेशासाठी मदत आणि स्टडी परमिट.',
        icon: 'graduation-cap',
      },
      {
        title: 'फॅमिली व्हिसा',
        description:
          'तुमचे कुटुंब एकत्र आणण्यासाठी जोडीदार (पती/पत्नी किंवा पार्टनर), आई-वडील आणि अवलंबून असलेल्या मुलांची स्पॉन्सरशिप.',
        icon: 'users',
      },
      {
        title: 'टुरिस्ट आणि व्हिजिटर',
        description: 'सुट्टी, कुटुंबीयांच्या भेटी आणि छोट्या बिझनेस ट्रिपसाठी व्हिजिटर व्हिसा, भक्कम आणि परिपूर्ण फाइलसह.',
        icon: 'plane',
      },
      {
        title: 'कायम निवास',
        description:
          'Express Entry, ऑस्ट्रेलियाचे skilled migration कार्यक्रम आणि प्रांतीय नामांकन (PNP) यांच्या माध्यमातून गुणांवर आधारित PR.',
        icon: 'home',
        popular: true,
      },
      {
        title: 'बिझनेस इमिग्रेशन',
        description:
          'परदेशात व्यवसाय वाढवणाऱ्या संस्थापकांसाठी आणि व्यवसाय मालकांसाठी इन्व्हेस्टर, उद्योजक आणि स्टार्ट-अप व्हिसा.',
        icon: 'building',
      },
      {
        title: 'डिजिटल नोमॅड व्हिसा',
        description:
          'रिमोट काम सुरू ठेवत परदेशात राहा, कोणत्याही एका ठिकाणाशी बांधील न राहता काम करणाऱ्यांसाठी असलेल्या व्हिसावर.',
        icon: 'laptop',
        popular: true,
      },
    ],
    assessment: {
      text: 'तुम्ही नेमके कुठे आहात याची खात्री नाही? परदेशातील नियोक्त्यांना तुमचा रेझ्युमे कसा वाटतो याच्या मोफत तपासणीपासून सुरुवात करा.',
      label: 'मोफत मूल्यांकनाची वेळ ठरवा',
    },
  },
  tools: {
    heading: 'तुमचे गुण पुरेसे आहेत का?',
    lead: 'कॅनडा, ऑस्ट्रेलिया, जर्मनीचे Opportunity Card, यूकेचा Skilled Worker व्हिसा आणि न्यूझीलंडची Skilled Migrant Category गुणांच्या आधारे निवड करतात. दोन मिनिटांत तुमचा स्कोअर काढा, त्याची प्रत्येक ओळ पाहा आणि मोफत मूल्यांकनासाठी तो आमच्याशी शेअर करा.',
    items: [
      {
        flag: 'ca',
        title: 'कॅनडा: CRS स्कोअर',
        body: stated`${facts.canada.crs.maximum} पैकी तुमचा Express Entry स्कोअर, प्रत्येक विभाग स्वतंत्रपणे, शेजारी अधिकृत ग्रिडसह.`,
        href: routes.crsCalculator.path,
        label: 'तुमचा CRS स्कोअर काढा',
      },
      {
        flag: 'au',
        title: 'ऑस्ट्रेलिया: पॉइंट्स टेस्ट',
        body: stated`subclass 189, 190 आणि 491 साठी तुमचे गुण, ${facts.australia.pointsTest.passMark} या पास मार्कच्या तुलनेत, ओळीनुसार.`,
        href: routes.australiaPointsCalculator.path,
        label: 'तुमचे ऑस्ट्रेलियाचे गुण काढा',
      },
      {
        flag: 'de',
        title: 'जर्मनी: Opportunity Card',
        body: stated`आवश्यक अटी, गुणांशिवायचा मार्ग, आणि किमान ${facts.germany.opportunityCard.pointsNeeded} च्या तुलनेत तुमचे गुण.`,
        href: routes.germanyOpportunityCardCalculator.path,
        label: 'तुमचे Opportunity Card तपासा',
      },
      {
        flag: 'gb',
        title: 'यूके: Skilled Worker व्हिसा',
        body: stated`आवश्यक ${facts.uk.skilledWorker.points.needed}, आणि तुम्हाला लागू होणाऱ्या पगाराच्या नियमाशी तुमच्या ऑफरची तुलना.`,
        href: routes.ukSkilledWorkerCalculator.path,
        label: 'तुमचे Skilled Worker गुण तपासा',
      },
      {
        flag: 'nz',
        title: 'न्यूझीलंड: Skilled Migrant',
        body: stated`नोंदणी, पात्रता किंवा उत्पन्न यांतून मिळणारे तुमचे गुण, त्यासोबत न्यूझीलंडमधील कामाचे गुण, आवश्यक ${facts.nz.smc.pointsRequired} च्या तुलनेत.`,
        href: routes.nzSkilledMigrantCalculator.path,
        label: 'तुमचे Skilled Migrant गुण तपासा',
      },
    ],
    finder: {
      icon: 'globe',
      title: 'कोणता देश निवडावा, हे ठरत नाही?',
      body: 'आठ प्रश्नांची उत्तरे एकदाच द्या आणि सहाही देशांतील कोणते मार्ग तुम्हाला लागू होतात, आणि का, ते पाहा.',
      href: routes.visaFinder.path,
      label: 'तुमचे मार्ग शोधा',
    },
  },
  process: {
    heading: 'प्रक्रिया कशी चालते',
    lead: 'पाच टप्प्यांची स्पष्ट प्रक्रिया, ज्यात प्रत्येक टप्प्यावर एक समर्पित केस मॅनेजर तुमच्यासोबत असतो.',
    stepLabel: 'टप्पा',
    steps: [
      {
        name: 'मोफत सल्लामसलत',
        duration: '30 मिनिटे',
        description:
          'आम्ही तुमची प्रोफाइल, उद्दिष्टे आणि बजेट पाहतो आणि कोणते मार्ग तुम्हाला योग्य आहेत ते प्रामाणिकपणे सांगतो.',
      },
      {
        name: 'कागदपत्रे',
        duration: '1-2 आठवडे',
        description:
          'आम्ही तुम्हाला तुमच्यासाठी तयार केलेली चेकलिस्ट देतो आणि प्रत्येक कागदपत्र गोळा करण्यात, त्याचे भाषांतर करून घेण्यात आणि तयार करण्यात मदत करतो.',
      },
      {
        name: 'अर्जाची तपासणी',
        duration: '3-5 दिवस',
        description:
          'काहीही सादर करण्यापूर्वी आमचे वरिष्ठ सल्लागार प्रत्येक फॉर्म आणि कागदपत्र ताज्या नियमांनुसार तपासतात.',
      },
      {
        name: 'अर्ज सादर करणे',
        duration: 'सुरू राहते',
        description:
          'आम्ही तुमचा अर्ज सादर करतो, त्याचा पाठपुरावा करतो आणि तुमच्या वतीने अधिकाऱ्यांच्या विनंत्यांना उत्तर देतो.',
      },
      {
        name: 'मंजुरी आणि सहाय्य',
        duration: 'परिस्थितीनुसार',
        description:
          'मंजुरी मिळाल्यावर आम्ही प्रवास, तिथे पोहोचणे आणि स्थिरावणे यात मदत करतो: घर, बँकिंग आणि पुढची पावले.',
      },
    ],
  },
  trust: {
    label: 'नोंदणी आणि परवानाधारक पार्टनर',
    check: 'रजिस्टरवर तपासा',
    advisers: {
      href: `${routes.about.path}#${about.advisers.id}`,
      label: 'प्रत्येक देशाच्या व्हिसाबद्दल तुम्हाला कोण सल्ला देऊ शकते, आणि सल्लागाराचा परवाना कसा तपासायचा',
    },
    fees: {
      href: routes.fees.path,
      label: 'व्हिसासाठी किती खर्च येतो: सरकारी शुल्क, आमचे शुल्क, आणि कोणीही व्हिसाची हमी का देऊ शकत नाही',
    },
  },
  destinations: {
    heading: 'आम्ही तुम्हाला कुठे घेऊन जाऊ शकतो',
    lead: 'आमच्या क्लायंट्सचे सर्वाधिक पसंतीचे सहा देश, प्रत्येकाच्या कार्यक्रमांची, प्रोसेसिंग वेळेची आणि खर्चाची माहिती देणाऱ्या गाइडसह.',
    items: [
      { name: 'कॅनडा', flag: 'ca', programs: ['Express Entry', 'प्रांतीय नामांकन (PNP)'] },
      {
        name: 'ऑस्ट्रेलिया',
        flag: 'au',
        programs: ['Skilled Independent व्हिसा (subclass 189)', 'Skilled Nominated व्हिसा (subclass 190)'],
      },
      { name: 'युनायटेड किंगडम', flag: 'gb', programs: ['Skilled Worker व्हिसा', 'Global Talent व्हिसा'] },
      { name: 'जर्मनी', flag: 'de', programs: ['EU Blue Card', 'Opportunity Card (Chancenkarte)'] },
      { name: 'न्यूझीलंड', flag: 'nz', programs: ['Skilled Migrant Category', 'Accredited Employer Work Visa'] },
      { name: 'अमेरिका', flag: 'us', programs: ['H-1B Specialty Occupation व्हिसा', 'F-1 स्टडी व्हिसा'] },
    ],
    link: { href: routes.countryGuides.path, label: 'सर्व देशांच्या गाइडची तुलना करा' },
  },
  stories: {
    heading: 'परदेशी पाऊल टाकलेले आमचे क्लायंट',
    lead: 'आम्ही मदत केलेल्यांपैकी काही जण, त्यांच्याच शब्दांत.',
    // Clients' own words stay as they wrote them: the same three stories as the English.
    items: testimonials.filter((story) => 'country' in story).slice(0, 3),
    link: { href: routes.successStories.path, label: `सर्व ${testimonials.length} यशोगाथा वाचा` },
  },
} as const satisfies Translation<typeof english>
