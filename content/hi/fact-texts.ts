// Hindi text of the registry's text facts (glossary: content/i18n/glossary.ts).
import type { FactTexts } from '../facts/types'

export const factTexts = {
  'canada.expressEntry.categories2026': {
    from: 'French-language proficiency, health care and social services, trades, STEM and education, plus new categories for doctors, researchers and senior managers with Canadian work experience, transport occupations such as pilots and aircraft mechanics, and skilled military recruits for the Canadian Armed Forces (IRCC’s news release of 18 February 2026 names French, health care and trades as the continuing categories; STEM and education are on the category page’s list of ten as reports of February and March 2026 quote it)',
    text: 'फ़्रेंच भाषा में दक्षता, स्वास्थ्य सेवा और सामाजिक सेवाएँ, ट्रेड्स (कारीगरी वाले व्यवसाय), STEM और शिक्षा, साथ ही नई कैटेगरी के तौर पर कनाडा में कार्य अनुभव वाले डॉक्टर, शोधकर्ता और वरिष्ठ प्रबंधक, पायलट और विमान मैकेनिक जैसे परिवहन से जुड़े व्यवसाय, और Canadian Armed Forces (कनाडा की सेना) के लिए कुशल सैन्य भर्ती (IRCC की 18 फ़रवरी 2026 की प्रेस विज्ञप्ति में फ़्रेंच, स्वास्थ्य सेवा और ट्रेड्स को जारी रहने वाली कैटेगरी बताया गया है; STEM और शिक्षा, फ़रवरी और मार्च 2026 की रिपोर्टों में उद्धृत कैटेगरी पेज की दस कैटेगरी वाली सूची में हैं)',
  },
  'canada.expressEntry.categoryExperience': {
    from: '12 months of work in the category’s occupations within the last 3 years, not necessarily in a row',
    text: 'पिछले 3 वर्षों के भीतर उस कैटेगरी के व्यवसायों में 12 महीने का काम, जो ज़रूरी नहीं कि लगातार हो',
  },
  'canada.crs.highWageOccupation': {
    from: 'proposed and reported, but not confirmed by IRCC as of 27 November 2026 (IRCC consulted on them from 23 April to 24 May 2026; two unofficial sources say they apply from 3 November 2026)',
    text: 'प्रस्तावित है और इसकी ख़बरें भी हैं, पर 27 नवंबर 2026 तक IRCC ने इसकी पुष्टि नहीं की है (IRCC ने इस पर 23 अप्रैल से 24 मई 2026 तक राय माँगी थी; दो अनौपचारिक स्रोतों के अनुसार ये अंक 3 नवंबर 2026 से लागू हैं)',
  },
  'canada.business.startUpVisa': { from: 'closed to new applications', text: 'नए आवेदनों के लिए बंद' },
  'canada.business.selfEmployed': { from: 'paused to new applications', text: 'नए आवेदनों के लिए स्थगित' },
  'canada.business.entrepreneurPilot': {
    from: 'announced, with no details or opening date published',
    text: 'घोषित, पर इसका न कोई ब्योरा प्रकाशित हुआ है, न शुरू होने की तारीख',
  },
  'canada.family.spouseOpenWorkPermit': {
    from: "limited to the spouses of master's and doctoral students, of students in some professional degrees, and of workers in management, professional or selected shortage occupations",
    text: 'मास्टर्स और डॉक्टरेट के छात्रों, कुछ प्रोफ़ेशनल डिग्रियों के छात्रों, और मैनेजमेंट, प्रोफ़ेशनल या चुनिंदा कमी वाले (shortage) व्यवसायों में काम करने वालों के जीवनसाथियों तक सीमित',
  },
  'canada.family.parentsGrandparents': {
    from: 'not accepting new sponsorship applications in 2026',
    text: '2026 में स्पॉन्सरशिप के नए आवेदन स्वीकार नहीं किए जा रहे',
  },
  'canada.family.superVisa': { from: 'open', text: 'खुला' },
  'canada.study.graduateAttestationExemption': {
    from: "master's and doctoral students at public institutions no longer need a provincial or territorial attestation letter",
    text: 'सरकारी (public) संस्थानों के मास्टर्स और डॉक्टरेट छात्रों को अब प्रांत या टेरिटरी के अटेस्टेशन लेटर (attestation letter) की ज़रूरत नहीं है',
  },
  'canada.study.pgwpFieldOfStudy': {
    from: 'graduates of most programmes below degree level must also have studied in an eligible field of study, a list IRCC has frozen for 2026',
    text: 'डिग्री से नीचे के स्तर के ज़्यादातर प्रोग्राम पूरे करने वालों के लिए यह भी ज़रूरी है कि उनकी पढ़ाई किसी पात्र विषय-क्षेत्र (field of study) में हुई हो; इन विषय-क्षेत्रों की सूची IRCC ने 2026 के लिए फ़्रीज़ कर दी है',
  },
  'canada.economy.population': { from: '41.7 million', text: '41.7 मिलियन' },
  'canada.guide.processing': { from: '6-18 months', text: '6-18 महीने' },
  'canada.guide.costRange': { from: '$1,500-$5,000', text: '$1,500-$5,000' },
  'australia.pointsTest.reform': { from: 'announced, not yet in force', text: 'घोषित, पर अभी लागू नहीं' },
  'australia.pointsTest.reformExpected': { from: 'during 2027', text: '2027 के दौरान' },
  'australia.english.competent': {
    from: 'IELTS 6 in each of the four components',
    text: 'चारों हिस्सों में से हर एक में IELTS 6',
  },
  'australia.english.proficient': { from: 'IELTS 7 in each component', text: 'हर हिस्से में IELTS 7' },
  'australia.english.superior': { from: 'IELTS 8 in each component', text: 'हर हिस्से में IELTS 8' },
  'australia.english.functional': { from: 'an IELTS average of 4.5', text: 'IELTS में 4.5 का औसत स्कोर' },
  'australia.skillsInDemand.status': { from: 'open', text: 'खुला' },
  'australia.skillsInDemand.streams': {
    from: 'Specialist Skills, Core Skills and Labour Agreement',
    text: 'Specialist Skills, Core Skills और Labour Agreement',
  },
  'australia.skilledIndependent189.status': { from: 'open', text: 'खुला' },
  'australia.economy.population': { from: '27.5 million', text: '27.5 मिलियन' },
  'australia.guide.processing': { from: '8-12 months', text: '8-12 महीने' },
  'australia.guide.costRange': { from: '$2,000-$6,000', text: '$2,000-$6,000' },
  'uk.globalTalent.endorsingBodies': {
    from: 'the Royal Society, the Royal Academy of Engineering, the British Academy, UK Research and Innovation (UKRI), Tech Nation and Arts Council England',
    text: 'Royal Society, Royal Academy of Engineering, British Academy, UK Research and Innovation (UKRI), Tech Nation और Arts Council England',
  },
  'uk.skilledWorker.skillLevel': { from: 'RQF level 6 (degree level)', text: 'RQF level 6 (डिग्री का स्तर)' },
  'uk.skilledWorker.englishLevel': { from: 'B2', text: 'B2' },
  'uk.skilledWorker.phdDiscountReview': {
    from: 'a recommendation, not in force',
    text: 'एक सिफ़ारिश, जो लागू नहीं है',
  },
  'uk.healthAndCare.overseasCareWorkers': {
    from: 'closed to new overseas applicants',
    text: 'विदेश से नए आवेदकों के लिए बंद',
  },
  'uk.economy.population': { from: '69.3 million', text: '69.3 मिलियन' },
  'uk.guide.processing': { from: '3 weeks-3 months', text: '3 हफ़्ते-3 महीने' },
  'uk.guide.costRange': { from: '$2,500-$9,000', text: '$2,500-$9,000' },
  'germany.blueCard.status': { from: 'open to new applications', text: 'नए आवेदनों के लिए खुला' },
  'germany.family.spouseLanguage': {
    from: 'no German language requirement',
    text: 'जर्मन भाषा की कोई शर्त नहीं',
  },
  'germany.opportunityCard.prerequisites': {
    from: 'a degree, or vocational training of at least two years, recognised by the state where it was earned; German at A1 or English at B2; and the means to live on for the stay',
    text: 'डिग्री, या कम से कम दो साल की व्यावसायिक ट्रेनिंग (vocational training), जो उस देश में मान्यता-प्राप्त हो जहाँ वह हासिल की गई; A1 स्तर की जर्मन या B2 स्तर की अंग्रेज़ी; और ठहरने की पूरी अवधि में अपना ख़र्च चलाने के साधन',
  },
  'germany.opportunityCard.status': { from: 'open to new applications', text: 'नए आवेदनों के लिए खुला' },
  'germany.study.tuition': {
    from: 'no tuition fees for most first degrees and consecutive master’s degrees at public universities',
    text: 'सरकारी (public) विश्वविद्यालयों में ज़्यादातर पहली डिग्रियों और बैचलर के आगे की (consecutive) मास्टर्स डिग्रियों के लिए कोई ट्यूशन फ़ीस नहीं',
  },
  'germany.recognition.visa.status': { from: 'open to new applications', text: 'नए आवेदनों के लिए खुला' },
  'germany.economy.population': { from: '83.5 million', text: '83.5 मिलियन' },
  'germany.guide.processing': {
    from: 'No official average; embassy waits vary',
    text: 'कोई आधिकारिक औसत नहीं; दूतावासों में इंतज़ार का समय अलग-अलग होता है',
  },
  'germany.guide.costRange': { from: '$1,200-$4,000', text: '$1,200-$4,000' },
  'nz.smc.newPathways': {
    from: 'the Skilled Work Experience and Trades and Technician pathways',
    text: 'Skilled Work Experience पाथवे और Trades and Technician पाथवे',
  },
  'nz.greenList.straightToResidence': { from: 'Straight to Residence', text: 'Straight to Residence' },
  'nz.aewv.payRule': {
    from: 'at least the market rate and the New Zealand minimum wage, with no median wage threshold',
    text: 'कम से कम बाज़ार दर (market rate) और न्यूज़ीलैंड का न्यूनतम वेतन, मीडियन वेतन (median wage) की किसी सीमा के बिना',
  },
  'nz.economy.population': { from: '5.3 million', text: '5.3 मिलियन' },
  'nz.guide.processing': {
    from: 'Varies by visa; see INZ’s current processing times',
    text: 'वीज़ा के अनुसार अलग-अलग; INZ के मौजूदा प्रोसेसिंग समय देखें',
  },
  'nz.guide.costRange': { from: '$1,800-$5,500', text: '$1,800-$5,500' },
  'us.h1b.selection': {
    from: 'wage-weighted selection',
    text: 'वेतन-आधारित भारित चयन (wage-weighted selection)',
  },
  'us.h1b.weightedSelectionFirstSeason': { from: 'FY 2027', text: 'FY 2027' },
  'us.eb2Niw.selfPetition': {
    from: 'a self-petition with no job offer or labour certification',
    text: 'जॉब ऑफ़र या लेबर सर्टिफ़िकेशन (labour certification) के बिना, खुद दायर की जाने वाली पिटीशन (self-petition)',
  },
  'us.greenCard.indiaBacklog': {
    from: 'more than a decade behind for India-born applicants in EB-2 and EB-3',
    text: 'भारत में जन्मे EB-2 और EB-3 आवेदकों के लिए एक दशक से भी ज़्यादा पीछे',
  },
  'us.guide.processing': {
    from: 'Under a year for most visas; many years for Indian green cards',
    text: 'ज़्यादातर वीज़ा के लिए एक साल से कम; भारतीयों के ग्रीन कार्ड के लिए कई साल',
  },
  'us.guide.costRange': { from: '$3,000-$15,000', text: '$3,000-$15,000' },
  'advice.canada': {
    from: 'only a licensed immigration consultant (RCIC) of the College of Immigration and Citizenship Consultants, or a lawyer, paralegal or Québec notary in good standing with a Canadian law society or the Chambre des notaires du Québec, may charge for advice or representation, at any stage, in Canada or abroad; IRCC may return or refuse an application that used an unauthorized paid representative',
    text: 'किसी भी चरण पर, कनाडा में या विदेश में, सलाह या प्रतिनिधित्व (representation) के लिए शुल्क केवल College of Immigration and Citizenship Consultants का लाइसेंसधारी इमिग्रेशन सलाहकार (RCIC), या किसी कनाडाई लॉ सोसाइटी (law society) या Chambre des notaires du Québec का वैध और सक्रिय सदस्य (in good standing) वकील, पैरालीगल या Québec नोटरी ही ले सकता है; जिस आवेदन में बिना अधिकार के शुल्क लेने वाले प्रतिनिधि (unauthorized paid representative) की सेवा ली गई हो, उसे IRCC लौटा सकता है या अस्वीकार कर सकता है',
  },
  'advice.australia': {
    from: 'immigration assistance may be given only by a registered migration agent (registered with the Office of the Migration Agents Registration Authority), an Australian legal practitioner, or an exempt person such as a close family member, who may not charge for it',
    text: 'इमिग्रेशन सहायता (immigration assistance) केवल कोई रजिस्टर्ड माइग्रेशन एजेंट (Office of the Migration Agents Registration Authority में रजिस्टर्ड), कोई ऑस्ट्रेलियाई लीगल प्रैक्टिशनर (वकील), या परिवार के किसी करीबी सदस्य जैसा कोई छूट-प्राप्त (exempt) व्यक्ति ही दे सकता है, और ऐसा छूट-प्राप्त व्यक्ति इसके लिए शुल्क नहीं ले सकता',
  },
  'advice.australiaOffshore': {
    from: 'migration agents working outside Australia do not have to be registered, though Home Affairs recommends a registered one',
    text: 'ऑस्ट्रेलिया के बाहर काम करने वाले माइग्रेशन एजेंटों का रजिस्टर्ड होना ज़रूरी नहीं है, फिर भी Home Affairs (ऑस्ट्रेलिया का गृह विभाग) रजिस्टर्ड एजेंट चुनने की सलाह देता है',
  },
  'advice.uk': {
    from: 'it is a criminal offence to give immigration advice or services in the UK unless regulated by the Immigration Advice Authority (IAA, formerly the OISC) or authorised by a professional body such as the Law Society, the Bar Council or the Chartered Institute of Legal Executives; GOV.UK does not say how the rule applies to advice given from outside the UK',
    text: 'Immigration Advice Authority (IAA, पहले OISC) से विनियमित (regulated) हुए बिना, या Law Society, Bar Council या Chartered Institute of Legal Executives जैसी किसी पेशेवर संस्था से अधिकृत हुए बिना, यूके में इमिग्रेशन सलाह या सेवाएँ देना फ़ौजदारी अपराध (criminal offence) है; यूके के बाहर से दी गई सलाह पर यह नियम कैसे लागू होता है, यह GOV.UK नहीं बताता',
  },
  'advice.nz': {
    from: 'anyone giving New Zealand immigration advice, in New Zealand or offshore, paid or not, must be licensed by the Immigration Advisers Authority or exempt (New Zealand lawyers, for example); advice given offshore only on student visas is exempt',
    text: 'न्यूज़ीलैंड इमिग्रेशन पर सलाह देने वाले हर व्यक्ति के पास, चाहे वह सलाह न्यूज़ीलैंड में दे या विदेश से, और उसके लिए पैसे ले या न ले, Immigration Advisers Authority का लाइसेंस होना चाहिए, या उसे छूट (exemption) मिली होनी चाहिए (जैसे न्यूज़ीलैंड के वकीलों को); विदेश से केवल स्टडी वीज़ा के बारे में दी गई सलाह को इस नियम से छूट है',
  },
  'advice.us': {
    from: 'only an attorney in good standing, or a representative accredited by the Department of Justice who works for a recognized organization, may give immigration legal advice; anyone else may only fill in forms with your answers and translate, for a small fee',
    text: 'इमिग्रेशन पर कानूनी सलाह केवल ऐसा अटॉर्नी (वकील) दे सकता है जिसका लाइसेंस वैध और सक्रिय हो (in good standing), या Department of Justice से मान्यता-प्राप्त (accredited) ऐसा प्रतिनिधि जो किसी मान्यता-प्राप्त संस्था (recognized organization) के लिए काम करता हो; कोई और व्यक्ति केवल आपके उत्तरों से फ़ॉर्म भर सकता है और अनुवाद कर सकता है, वह भी मामूली शुल्क पर',
  },
  'advice.germany': {
    from: 'no immigration consultant is licensed: advice that applies the law to a person’s own case is a legal service under the Legal Services Act (Rechtsdienstleistungsgesetz), allowed only as far as that Act or another law permits it, and the Act covers a service given from abroad when it concerns German law',
    text: 'इमिग्रेशन सलाहकारों को कोई लाइसेंस नहीं दिया जाता; किसी व्यक्ति के अपने केस पर कानून लागू करने वाली सलाह Legal Services Act (Rechtsdienstleistungsgesetz) के तहत एक कानूनी सेवा है, जिसकी अनुमति केवल उतनी ही है जितनी यह अधिनियम या कोई दूसरा कानून देता है, और अगर विदेश से दी गई सेवा जर्मन कानून से जुड़ी हो, तो वह भी इस अधिनियम के दायरे में आती है',
  },
} as const satisfies FactTexts
