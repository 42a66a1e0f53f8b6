// Hindi copy of content/home.ts (glossary: content/i18n/glossary.ts).
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
    eyebrow: 'जहाँ सपने सरहदें पार करते हैं',
    heading: 'वीज़ा और इमिग्रेशन के लिए आपका भरोसेमंद साथी',
    lead: 'पुणे से पूरी दुनिया तक: कनाडा, ऑस्ट्रेलिया, यूके, जर्मनी और दूसरे देशों में जाने के हर कदम पर हम छात्रों, प्रोफ़ेशनल्स और परिवारों का मार्गदर्शन करते हैं।',
    formLinkLabel: 'अपना मुफ़्त परामर्श बुक करें',
    badgesLabel: 'क्लाइंट हम पर भरोसा क्यों करते हैं',
    badges: [
      `${site.foundingYear} से भरोसेमंद`,
      `टीम का ${site.claims.experience} वर्षों का अनुभव`,
      `${site.claims.applications} सफल आवेदन`,
      `${site.claims.countries} देशों के लिए सेवा`,
      `${site.claims.successRate} सफलता दर`,
      'आपके लिए एक समर्पित केस मैनेजर',
    ],
  },
  services: {
    heading: 'हमारी इमिग्रेशन सेवाएँ',
    lead: 'विदेश जाने की आपकी वजह जो भी हो, पहली बातचीत से लेकर आपके पहुँचने तक एक ही टीम आपका आवेदन संभालती है।',
    learnMore: 'और जानें',
    popular: 'लोकप्रिय',
    items: [
      {
        title: 'वर्क वीज़ा',
        description:
          'जॉब ऑफ़र वाले या माँग वाले कौशल रखने वाले प्रोफ़ेशनल्स के लिए skilled worker वीज़ा और नियोक्ता द्वारा स्पॉन्सर किए जाने वाले वीज़ा।',
        icon: 'briefcase',
        popular: true,
      },
      {
        title: 'स्टडी वीज़ा',
        description: 'दुनिया के प्रमुख पढ़ाई के देशों के लिए यूनिवर्सिटी की शॉर्टलिस्टिंग, एडमिशन में मदद और स्टडी परमिट।',
        icon: 'graduation-cap',
      },
      {
        title: 'फ़ैमिली वीज़ा',
        description:
          'अपने परिवार को साथ लाने के लिए जीवनसाथी (पति/पत्नी या पार्टनर), माता-पिता और आश्रित बच्चों की स्पॉन्सरशिप।',
        icon: 'users',
      },
      {
        title: 'टूरिस्ट और विज़िटर',
        description: 'छुट्टियों, परिवार से मिलने और छोटी बिज़नेस यात्राओं के लिए विज़िटर वीज़ा, मज़बूत और पूरी फ़ाइल के साथ।',
        icon: 'plane',
      },
      {
        title: 'स्थायी निवास',
        description:
          'Express Entry, ऑस्ट्रेलिया के skilled migration कार्यक्रम और प्रांतीय नामांकन (PNP) के ज़रिए अंकों पर आधारित PR।',
        icon: 'home',
        popular: true,
      },
      {
        title: 'बिज़नेस इमिग्रेशन',
        description:
          'विदेश में अपना कारोबार बढ़ाने वाले संस्थापकों और बिज़नेस मालिकों के लिए इन्वेस्टर, एंटरप्रेन्योर और स्टार्ट-अप वीज़ा।',
        icon: 'building',
      },
      {
        title: 'डिजिटल नोमैड वीज़ा',
        description:
          'विदेश में रहते हुए रिमोट काम जारी रखें, उन वीज़ा पर जो किसी एक जगह से बँधे बिना काम करने वालों के लिए बने हैं।',
        icon: 'laptop',
        popular: true,
      },
    ],
    assessment: {
      text: 'पता नहीं कि आप कहाँ खड़े हैं? शुरुआत मुफ़्त जाँच से करें कि विदेश के नियोक्ताओं को आपका रिज़्यूमे कैसा लगता है।',
      label: 'मुफ़्त आकलन शेड्यूल करें',
    },
  },
  tools: {
    heading: 'क्या आपके अंक पर्याप्त हैं?',
    lead: 'कनाडा, ऑस्ट्रेलिया, जर्मनी का Opportunity Card, यूके का Skilled Worker वीज़ा और न्यूज़ीलैंड की Skilled Migrant Category अंकों के आधार पर चुनते हैं। दो मिनट में अपना स्कोर निकालें, उसकी हर पंक्ति देखें, और मुफ़्त आकलन के लिए उसे हमारे साथ साझा करें।',
    items: [
      {
        flag: 'ca',
        title: 'कनाडा: CRS स्कोर',
        body: stated`${facts.canada.crs.maximum} में से आपका Express Entry स्कोर, हर सेक्शन अलग-अलग, साथ में आधिकारिक ग्रिड।`,
        href: routes.crsCalculator.path,
        label: 'अपना CRS स्कोर निकालें',
      },
      {
        flag: 'au',
        title: 'ऑस्ट्रेलिया: पॉइंट्स टेस्ट',
        body: stated`subclass 189, 190 और 491 के लिए आपके अंक, ${facts.australia.pointsTest.passMark} के पास मार्क के मुक़ाबले, पंक्ति-दर-पंक्ति।`,
        href: routes.australiaPointsCalculator.path,
        label: 'अपने ऑस्ट्रेलियाई अंक निकालें',
      },
      {
        flag: 'de',
        title: 'जर्मनी: Opportunity Card',
        body: stated`ज़रूरी शर्तें, बिना अंकों वाला रास्ता, और न्यूनतम ${facts.germany.opportunityCard.pointsNeeded} के मुक़ाबले आपके अंक।`,
        href: routes.germanyOpportunityCardCalculator.path,
        label: 'अपना Opportunity Card जाँचें',
      },
      {
        flag: 'gb',
        title: 'यूके: Skilled Worker वीज़ा',
        body: stated`ज़रूरी ${facts.uk.skilledWorker.points.needed}, और आपके ऑफ़र की तुलना उस वेतन नियम से जो आप पर लागू होता है।`,
        href: routes.ukSkilledWorkerCalculator.path,
        label: 'अपने Skilled Worker अंक जाँचें',
      },
      {
        flag: 'nz',
        title: 'न्यूज़ीलैंड: Skilled Migrant',
        body: stated`रजिस्ट्रेशन, योग्यता या आय से मिलने वाले आपके अंक, साथ में न्यूज़ीलैंड में काम के अंक, ज़रूरी ${facts.nz.smc.pointsRequired} के मुक़ाबले।`,
        href: routes.nzSkilledMigrantCalculator.path,
        label: 'अपने Skilled Migrant अंक जाँचें',
      },
    ],
    finder: {
      icon: 'globe',
      title: 'तय नहीं कर पा रहे कि कौन-सा देश?',
      body: 'एक बार आठ सवालों के जवाब दें और देखें कि छहों देशों में कौन-से रास्ते आप पर लागू होते हैं, और क्यों।',
      href: routes.visaFinder.path,
      label: 'अपने रास्ते खोजें',
    },
  },
  process: {
    heading: 'प्रक्रिया कैसे चलती है',
    lead: 'पाँच चरणों की एक साफ़ प्रक्रिया, जिसमें हर चरण पर एक समर्पित केस मैनेजर आपके साथ रहता है।',
    stepLabel: 'चरण',
    steps: [
      {
        name: 'मुफ़्त परामर्श',
        duration: '30 मिनट',
        description: 'हम आपकी प्रोफ़ाइल, लक्ष्य और बजट देखते हैं और ईमानदारी से बताते हैं कि कौन-से रास्ते आपके लिए सही हैं।',
      },
      {
        name: 'दस्तावेज़',
        duration: '1-2 सप्ताह',
        description:
          'हम आपको आपकी अपनी चेकलिस्ट देते हैं और हर दस्तावेज़ जुटाने, उसका अनुवाद कराने और तैयार करने में मदद करते हैं।',
      },
      {
        name: 'आवेदन की जाँच',
        duration: '3-5 दिन',
        description:
          'कुछ भी जमा करने से पहले हमारे वरिष्ठ सलाहकार हर फ़ॉर्म और दस्तावेज़ को नवीनतम नियमों के अनुसार जाँचते हैं।',
      },
      {
        name: 'आवेदन जमा करना',
        duration: 'जारी',
        description: 'हम आपका आवेदन जमा करते हैं, उस पर नज़र रखते हैं और आपकी ओर से अधिकारियों के अनुरोधों का जवाब देते हैं।',
      },
      {
        name: 'मंज़ूरी और सहायता',
        duration: 'अलग-अलग',
        description:
          'मंज़ूरी मिलने के बाद हम यात्रा, पहुँचने और वहाँ बसने में मदद करते हैं: रहने की जगह, बैंक खाता और आगे के कदम।',
      },
    ],
  },
  trust: {
    label: 'रजिस्ट्रेशन और लाइसेंसधारी पार्टनर',
    check: 'रजिस्टर पर जाँचें',
    advisers: {
      href: `${routes.about.path}#${about.advisers.id}`,
      label: 'हर देश के वीज़ा पर आपको कौन सलाह दे सकता है, और किसी सलाहकार का लाइसेंस कैसे जाँचें',
    },
    fees: {
      href: routes.fees.path,
      label: 'वीज़ा का खर्च कितना है: सरकारी शुल्क, हमारा शुल्क, और कोई भी वीज़ा की गारंटी क्यों नहीं दे सकता',
    },
  },
  destinations: {
    heading: 'हम आपको कहाँ ले जा सकते हैं',
    lead: 'हमारे क्लाइंट्स के सबसे पसंदीदा छह देश, हर एक के कार्यक्रमों, प्रोसेसिंग समय और खर्च की गाइड के साथ।',
    items: [
      { name: 'कनाडा', flag: 'ca', programs: ['Express Entry', 'प्रांतीय नामांकन (PNP)'] },
      {
        name: 'ऑस्ट्रेलिया',
        flag: 'au',
        programs: ['Skilled Independent वीज़ा (subclass 189)', 'Skilled Nominated वीज़ा (subclass 190)'],
      },
      { name: 'यूनाइटेड किंगडम', flag: 'gb', programs: ['Skilled Worker वीज़ा', 'Global Talent वीज़ा'] },
      { name: 'जर्मनी', flag: 'de', programs: ['EU Blue Card', 'Opportunity Card (Chancenkarte)'] },
      { name: 'न्यूज़ीलैंड', flag: 'nz', programs: ['Skilled Migrant Category', 'Accredited Employer Work Visa'] },
      { name: 'अमेरिका', flag: 'us', programs: ['H-1B Specialty Occupation वीज़ा', 'F-1 स्टडी वीज़ा'] },
    ],
    link: { href: routes.countryGuides.path, label: 'सभी देशों की गाइड की तुलना करें' },
  },
  stories: {
    heading: 'जिन क्लाइंट्स ने कदम बढ़ाया',
    lead: 'जिन लोगों की हमने मदद की, उनमें से कुछ, उनके अपने शब्दों में।',
    // Clients' own words stay as they wrote them: the same three stories as the English.
    items: testimonials.filter((story) => 'country' in story).slice(0, 3),
    link: { href: routes.successStories.path, label: `सफलता की सभी ${testimonials.length} कहानियाँ पढ़ें` },
  },
} as const satisfies Translation<typeof english>
