// What the enquiry and data-request functions say to a form posted from another website (site-origin.ts),
// in each language a form is sent in.
import type { FormLanguage } from './languages.ts'

export const anotherSiteCopies: Record<FormLanguage, { title: string; lead: string }> = {
  en: {
    title: 'Not sent from our website',
    lead: 'This form came to us from a page on another website, so we have kept nothing from it. If you meant to write to us, please open our website and use the form there, or reach us directly:',
  },
  hi: {
    title: 'हमारी वेबसाइट से नहीं भेजा गया',
    lead: 'यह फ़ॉर्म किसी दूसरी वेबसाइट के पेज से हमारे पास आया है, इसलिए हमने इसमें से कुछ भी नहीं रखा है। अगर आप हमें लिखना चाहते थे, तो कृपया हमारी वेबसाइट खोलकर वहीं का फ़ॉर्म इस्तेमाल करें, या हमसे सीधे संपर्क करें:',
  },
  mr: {
    title: 'आमच्या वेबसाइटवरून पाठवलेले नाही',
    lead: 'हा फॉर्म दुसऱ्या एखाद्या वेबसाइटच्या पेजवरून आमच्याकडे आला आहे, म्हणून आम्ही त्यातील काहीही ठेवलेले नाही. तुम्हाला आम्हाला लिहायचे असल्यास, कृपया आमची वेबसाइट उघडून तिथलाच फॉर्म वापरा, किंवा आमच्याशी थेट संपर्क साधा:',
  },
}
