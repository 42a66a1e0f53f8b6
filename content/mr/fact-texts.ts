// Marathi text of the registry's text facts (glossary: content/i18n/glossary.ts).
import type { FactTexts } from '../facts/types'

export const factTexts = {
  'canada.expressEntry.categories2026': {
    from: 'French-language proficiency, health care and social services, trades, STEM and education, plus new categories for doctors, researchers and senior managers with Canadian work experience, transport occupations such as pilots and aircraft mechanics, and skilled military recruits for the Canadian Armed Forces (IRCC’s news release of 18 February 2026 names French, health care and trades as the continuing categories; STEM and education are on the category page’s list of ten as reports of February and March 2026 quote it)',
    text: 'फ्रेंच भाषेतील प्रावीण्य, आरोग्य सेवा आणि सामाजिक सेवा, ट्रेड्स (कुशल कारागिरीचे व्यवसाय), STEM आणि शिक्षण, तसेच नव्या कॅटेगरी म्हणून कॅनडामधील कामाचा अनुभव असलेले डॉक्टर, संशोधक आणि वरिष्ठ व्यवस्थापक, पायलट आणि विमान मेकॅनिक यांसारखे वाहतूक क्षेत्रातील व्यवसाय, आणि Canadian Armed Forces (कॅनडाचे सैन्य) साठी कुशल लष्करी भरती (IRCC च्या 18 फेब्रुवारी 2026 च्या प्रसिद्धीपत्रकात फ्रेंच, आरोग्य सेवा आणि ट्रेड्स या पुढे चालू राहणाऱ्या कॅटेगरी म्हणून दिल्या आहेत; STEM आणि शिक्षण या कॅटेगरी, फेब्रुवारी आणि मार्च 2026 च्या अहवालांनी उद्धृत केलेल्या कॅटेगरी पानावरील दहा कॅटेगरींच्या यादीत आहेत)',
  },
  'canada.expressEntry.categoryExperience': {
    from: '12 months of work in the category’s occupations within the last 3 years, not necessarily in a row',
    text: 'गेल्या 3 वर्षांत त्या कॅटेगरीतील व्यवसायांमध्ये 12 महिन्यांचे काम, जे सलग असणे आवश्यक नाही',
  },
  'canada.crs.highWageOccupation': {
    from: 'proposed and reported, but not confirmed by IRCC as of 27 November 2026 (IRCC consulted on them from 23 April to 24 May 2026; two unofficial sources say they apply from 3 November 2026)',
    text: 'प्रस्तावित आहे आणि तशा बातम्याही आहेत, पण 27 नोव्हेंबर 2026 पर्यंत IRCC ने त्याची पुष्टी केलेली नाही (IRCC ने यावर 23 एप्रिल ते 24 मे 2026 या काळात मते मागवली होती; दोन अनौपचारिक स्रोतांनुसार हे गुण 3 नोव्हेंबर 2026 पासून लागू आहेत)',
  },
  'canada.business.startUpVisa': { from: 'closed to new applications', text: 'नवीन अर्जांसाठी बंद' },
  'canada.business.selfEmployed': { from: 'paused to new applications', text: 'नवीन अर्जांसाठी स्थगित' },
  'canada.business.entrepreneurPilot': {
    from: 'announced, with no details or opening date published',
    text: 'घोषित, पण त्याचा कोणताही तपशील किंवा सुरू होण्याची तारीख प्रसिद्ध झालेली नाही',
  },
  'canada.family.spouseOpenWorkPermit': {
    from: "limited to the spouses of master's and doctoral students, of students in some professional degrees, and of workers in management, professional or selected shortage occupations",
    text: 'मास्टर्स आणि डॉक्टरेटचे विद्यार्थी, काही व्यावसायिक पदव्यांचे (professional degrees) विद्यार्थी, आणि व्यवस्थापन, व्यावसायिक किंवा निवडक तुटवड्याच्या (shortage) व्यवसायांमध्ये काम करणारे कर्मचारी यांच्या जोडीदारांपुरते मर्यादित',
  },
  'canada.family.parentsGrandparents': {
    from: 'not accepting new sponsorship applications in 2026',
    text: '2026 मध्ये स्पॉन्सरशिपचे नवीन अर्ज स्वीकारले जात नाहीत',
  },
  'canada.family.superVisa': { from: 'open', text: 'खुला' },
  'canada.study.graduateAttestationExemption': {
    from: "master's and doctoral students at public institutions no longer need a provincial or territorial attestation letter",
    text: 'सरकारी (public) संस्थांमधील मास्टर्स आणि डॉक्टरेटच्या विद्यार्थ्यांना आता प्रांताच्या किंवा टेरिटरीच्या अटेस्टेशन लेटरची (attestation letter) गरज नाही',
  },
  'canada.study.pgwpFieldOfStudy': {
    from: 'graduates of most programmes below degree level must also have studied in an eligible field of study, a list IRCC has frozen for 2026',
    text: 'पदवीपेक्षा खालच्या स्तरावरील बहुतेक प्रोग्राम पूर्ण करणाऱ्यांनी पात्र अभ्यासक्षेत्रात (field of study) शिक्षण घेतलेले असणेही आवश्यक आहे; या अभ्यासक्षेत्रांची यादी IRCC ने 2026 साठी गोठवली (freeze केली) आहे',
  },
  'canada.economy.population': { from: '41.7 million', text: '41.7 दशलक्ष' },
  'canada.guide.processing': { from: '6-18 months', text: '6-18 महिने' },
  'canada.guide.costRange': { from: '$1,500-$5,000', text: '$1,500-$5,000' },
  'australia.pointsTest.reform': { from: 'announced, not yet in force', text: 'घोषित, पण अद्याप लागू नाही' },
  'australia.pointsTest.reformExpected': { from: 'during 2027', text: '2027 दरम्यान' },
  'australia.english.competent': {
    from: 'IELTS 6 in each of the four components',
    text: 'चारही विभागांपैकी प्रत्येकात IELTS 6',
  },
  'australia.english.proficient': { from: 'IELTS 7 in each component', text: 'प्रत्येक विभागात IELTS 7' },
  'australia.english.superior': { from: 'IELTS 8 in each component', text: 'प्रत्येक विभागात IELTS 8' },
  'australia.english.functional': { from: 'an IELTS average of 4.5', text: 'IELTS मध्ये सरासरी 4.5 स्कोअर' },
  'australia.skillsInDemand.status': { from: 'open', text: 'खुला' },
  'australia.skillsInDemand.streams': {
    from: 'Specialist Skills, Core Skills and Labour Agreement',
    text: 'Specialist Skills, Core Skills आणि Labour Agreement',
  },
  'australia.skilledIndependent189.status': { from: 'open', text: 'खुला' },
  'australia.economy.population': { from: '27.5 million', text: '27.5 दशलक्ष' },
  'australia.guide.processing': { from: '8-12 months', text: '8-12 महिने' },
  'australia.guide.costRange': { from: '$2,000-$6,000', text: '$2,000-$6,000' },
  'uk.globalTalent.endorsingBodies': {
    from: 'the Royal Society, the Royal Academy of Engineering, the British Academy, UK Research and Innovation (UKRI), Tech Nation and Arts Council England',
    text: 'Royal Society, Royal Academy of Engineering, British Academy, UK Research and Innovation (UKRI), Tech Nation आणि Arts Council England',
  },
  'uk.skilledWorker.skillLevel': { from: 'RQF level 6 (degree level)', text: 'RQF level 6 (पदवीचा स्तर)' },
  'uk.skilledWorker.englishLevel': { from: 'B2', text: 'B2' },
  'uk.skilledWorker.phdDiscountReview': {
    from: 'a recommendation, not in force',
    text: 'एक शिफारस, जी लागू झालेली नाही',
  },
  'uk.healthAndCare.overseasCareWorkers': {
    from: 'closed to new overseas applicants',
    text: 'परदेशातून येणाऱ्या नवीन अर्जदारांसाठी बंद',
  },
  'uk.economy.population': { from: '69.3 million', text: '69.3 दशलक्ष' },
  'uk.guide.processing': { from: '3 weeks-3 months', text: '3 आठवडे-3 महिने' },
  'uk.guide.costRange': { from: '$2,500-$9,000', text: '$2,500-$9,000' },
  'germany.blueCard.status': { from: 'open to new applications', text: 'नवीन अर्जांसाठी खुले' },
  'germany.family.spouseLanguage': {
    from: 'no German language requirement',
    text: 'जर्मन भाषेची कोणतीही अट नाही',
  },
  'germany.opportunityCard.prerequisites': {
    from: 'a degree, or vocational training of at least two years, recognised by the state where it was earned; German at A1 or English at B2; and the means to live on for the stay',
    text: 'पदवी, किंवा किमान दोन वर्षांचे व्यावसायिक प्रशिक्षण (vocational training), ज्या देशात ते मिळवले त्या देशाने मान्यता दिलेले; A1 स्तराचे जर्मन किंवा B2 स्तराचे इंग्रजी; आणि मुक्कामाच्या संपूर्ण काळात स्वतःचा खर्च भागवण्याची साधने',
  },
  'germany.opportunityCard.status': { from: 'open to new applications', text: 'नवीन अर्जांसाठी खुले' },
  'germany.study.tuition': {
    from: 'no tuition fees for most first degrees and consecutive master’s degrees at public universities',
    text: 'सरकारी (public) विद्यापीठांमध्ये बहुतेक पहिल्या पदव्यांसाठी आणि बॅचलरनंतरच्या पुढील (consecutive) मास्टर्स पदव्यांसाठी कोणतेही ट्यूशन शुल्क नाही',
  },
  'germany.recognition.visa.status': { from: 'open to new applications', text: 'नवीन अर्जांसाठी खुला' },
  'germany.economy.population': { from: '83.5 million', text: '83.5 दशलक्ष' },
  'germany.guide.processing': {
    from: 'No official average; embassy waits vary',
    text: 'कोणतीही अधिकृत सरासरी नाही; प्रतीक्षेचा कालावधी दूतावासानुसार वेगवेगळा असतो',
  },
  'germany.guide.costRange': { from: '$1,200-$4,000', text: '$1,200-$4,000' },
  'nz.smc.newPathways': {
    from: 'the Skilled Work Experience and Trades and Technician pathways',
    text: 'Skilled Work Experience पाथवे आणि Trades and Technician पाथवे',
  },
  'nz.greenList.straightToResidence': { from: 'Straight to Residence', text: 'Straight to Residence' },
  'nz.aewv.payRule': {
    from: 'at least the market rate and the New Zealand minimum wage, with no median wage threshold',
    text: 'किमान बाजारदर (market rate) आणि न्यूझीलंडचे किमान वेतन, मीडियन पगाराच्या (median wage) कोणत्याही मर्यादेशिवाय',
  },
  'nz.economy.population': { from: '5.3 million', text: '5.3 दशलक्ष' },
  'nz.guide.processing': {
    from: 'Varies by visa; see INZ’s current processing times',
    text: 'व्हिसानुसार वेगवेगळा; INZ चे सध्याचे प्रोसेसिंग कालावधी पाहा',
  },
  'nz.guide.costRange': { from: '$1,800-$5,500', text: '$1,800-$5,500' },
  'us.h1b.selection': {
    from: 'wage-weighted selection',
    text: 'पगारावर आधारित भारांकित निवड (wage-weighted selection)',
  },
  'us.h1b.weightedSelectionFirstSeason': { from: 'FY 2027', text: 'FY 2027' },
  'us.eb2Niw.selfPetition': {
    from: 'a self-petition with no job offer or labour certification',
    text: 'जॉब ऑफर किंवा लेबर सर्टिफिकेशनशिवाय (labour certification) स्वतः दाखल करायची पिटिशन (self-petition)',
  },
  'us.greenCard.indiaBacklog': {
    from: 'more than a decade behind for India-born applicants in EB-2 and EB-3',
    text: 'भारतात जन्मलेल्या EB-2 आणि EB-3 अर्जदारांसाठी एका दशकाहून अधिक मागे',
  },
  'us.guide.processing': {
    from: 'Under a year for most visas; many years for Indian green cards',
    text: 'बहुतेक व्हिसांसाठी एका वर्षापेक्षा कमी; भारतीयांच्या ग्रीन कार्डसाठी अनेक वर्षे',
  },
  'us.guide.costRange': { from: '$3,000-$15,000', text: '$3,000-$15,000' },
  'advice.canada': {
    from: 'only a licensed immigration consultant (RCIC) of the College of Immigration and Citizenship Consultants, or a lawyer, paralegal or Québec notary in good standing with a Canadian law society or the Chambre des notaires du Québec, may charge for advice or representation, at any stage, in Canada or abroad; IRCC may return or refuse an application that used an unauthorized paid representative',
    text: 'कोणत्याही टप्प्यावर, कॅनडामध्ये किंवा परदेशात, सल्ल्यासाठी किंवा प्रतिनिधित्वासाठी (representation) शुल्क फक्त College of Immigration and Citizenship Consultants चा परवानाधारक इमिग्रेशन सल्लागार (RCIC), किंवा कॅनडातील एखाद्या लॉ सोसायटीचा (law society) किंवा Chambre des notaires du Québec चा वैध व सक्रिय सदस्य (in good standing) असलेला वकील, पॅरालीगल किंवा Québec नोटरी हेच घेऊ शकतात; अधिकार नसताना शुल्क घेणाऱ्या प्रतिनिधीची (unauthorized paid representative) मदत घेतलेला अर्ज IRCC परत करू शकते किंवा नाकारू शकते',
  },
  'advice.australia': {
    from: 'immigration assistance may be given only by a registered migration agent (registered with the Office of the Migration Agents Registration Authority), an Australian legal practitioner, or an exempt person such as a close family member, who may not charge for it',
    text: 'इमिग्रेशन सहाय्य (immigration assistance) फक्त नोंदणीकृत माइग्रेशन एजंट (Office of the Migration Agents Registration Authority कडे नोंदणी झालेला), ऑस्ट्रेलियन लीगल प्रॅक्टिशनर (वकील), किंवा कुटुंबातील जवळच्या सदस्यासारखी सूट असलेली (exempt) व्यक्तीच देऊ शकते, आणि अशी सूट असलेली व्यक्ती त्यासाठी शुल्क घेऊ शकत नाही',
  },
  'advice.australiaOffshore': {
    from: 'migration agents working outside Australia do not have to be registered, though Home Affairs recommends a registered one',
    text: 'ऑस्ट्रेलियाबाहेर काम करणाऱ्या माइग्रेशन एजंटांनी नोंदणीकृत असणे आवश्यक नाही, तरीही Home Affairs (ऑस्ट्रेलियाचे गृह खाते) नोंदणीकृत एजंट निवडण्याची शिफारस करते',
  },
  'advice.uk': {
    from: 'it is a criminal offence to give immigration advice or services in the UK unless regulated by the Immigration Advice Authority (IAA, formerly the OISC) or authorised by a professional body such as the Law Society, the Bar Council or the Chartered Institute of Legal Executives; GOV.UK does not say how the rule applies to advice given from outside the UK',
    text: 'Immigration Advice Authority (IAA, पूर्वीचे OISC) च्या नियमनाखाली (regulated) नसताना, किंवा Law Society, Bar Council किंवा Chartered Institute of Legal Executives यांसारख्या एखाद्या व्यावसायिक संस्थेची अधिकृतता (authorised) नसताना, यूकेमध्ये इमिग्रेशन सल्ला किंवा सेवा देणे हा फौजदारी गुन्हा (criminal offence) आहे; यूकेबाहेरून दिलेल्या सल्ल्याला हा नियम कसा लागू होतो, हे GOV.UK सांगत नाही',
  },
  'advice.nz': {
    from: 'anyone giving New Zealand immigration advice, in New Zealand or offshore, paid or not, must be licensed by the Immigration Advisers Authority or exempt (New Zealand lawyers, for example); advice given offshore only on student visas is exempt',
    text: 'न्यूझीलंड इमिग्रेशनबद्दल सल्ला देणाऱ्या प्रत्येकाकडे, मग तो सल्ला न्यूझीलंडमध्ये देवो वा परदेशातून, आणि त्यासाठी पैसे घेवो वा न घेवो, Immigration Advisers Authority चा परवाना असला पाहिजे, किंवा त्याला सूट (exemption) असली पाहिजे (उदाहरणार्थ, न्यूझीलंडच्या वकिलांना); परदेशातून फक्त स्टडी व्हिसाबद्दल दिलेल्या सल्ल्याला या नियमातून सूट आहे',
  },
  'advice.us': {
    from: 'only an attorney in good standing, or a representative accredited by the Department of Justice who works for a recognized organization, may give immigration legal advice; anyone else may only fill in forms with your answers and translate, for a small fee',
    text: 'इमिग्रेशनविषयक कायदेशीर सल्ला फक्त वैध व सक्रिय परवाना असलेला (in good standing) अटर्नी (वकील), किंवा मान्यताप्राप्त संस्थेसाठी (recognized organization) काम करणारा आणि Department of Justice ने अधिकृत (accredited) केलेला प्रतिनिधीच देऊ शकतो; इतर कोणतीही व्यक्ती फक्त तुमची उत्तरे वापरून फॉर्म भरू शकते आणि भाषांतर करू शकते, तेही अल्प शुल्कात',
  },
  'advice.germany': {
    from: 'no immigration consultant is licensed: advice that applies the law to a person’s own case is a legal service under the Legal Services Act (Rechtsdienstleistungsgesetz), allowed only as far as that Act or another law permits it, and the Act covers a service given from abroad when it concerns German law',
    text: 'इमिग्रेशन सल्लागारांना कोणताही परवाना दिला जात नाही; एखाद्या व्यक्तीच्या स्वतःच्या केसला कायदा लागू करून दिलेला सल्ला ही Legal Services Act (Rechtsdienstleistungsgesetz) अंतर्गत कायदेशीर सेवा आहे, जी फक्त तो कायदा किंवा दुसरा एखादा कायदा परवानगी देईल तितपतच देता येते, आणि परदेशातून दिलेली सेवा जर्मन कायद्याशी संबंधित असेल, तर तीही या कायद्याच्या कक्षेत येते',
  },
} as const satisfies FactTexts
