// Copy of the Success Stories page (spec "Success Stories"): client testimonials, all rated 5.
import { site } from './site'
import type { CallToAction, Intro, Testimonial } from './types'

export const successStoriesIntro = {
  heading: 'Success Stories',
  lead: `Since ${site.foundingYear} we have guided ${site.claims.applications} successful applications, with a ${site.claims.successRate} success rate. Here, in their own words, are some of the clients who trusted us with their move.`,
} as const satisfies Intro

export const successStoriesLabels = {
  jumpList: 'Stories by destination',
  /** The group of stories whose clients did not name their destination, and its anchor. */
  otherDestinations: { heading: 'More Client Stories', id: 'more-stories' },
  count: { one: '{n} story', other: '{n} stories' },
  rating: (stars: number) => `Rated ${stars} out of 5`,
} as const

export const testimonials = [
  {
    name: 'Rohan Deshpande',
    country: 'Canada',
    visa: 'Express Entry PR',
    story:
      'I had tried to manage my Express Entry profile on my own and kept missing details in my work experience letters. My case manager helped me fix the documentation and plan my language test to improve my score. I landed in Toronto with my wife last spring.',
    timeline: '8 months',
    rating: 5,
  },
  {
    name: 'Priya Nair',
    country: 'Australia',
    visa: 'Skilled Independent (Subclass 189)',
    story:
      'The skills assessment for my nursing qualification felt overwhelming until the team broke it into clear steps. They were honest that the invitation could take time, and they kept me informed throughout. I now work at a hospital in Melbourne.',
    timeline: '11 months',
    rating: 5,
  },
  {
    name: 'Arjun Reddy',
    story:
      'DreamBorder helped me compare my options before I spent anything on applications. Their advice to improve my IELTS score first turned out to be exactly right. The whole process felt organised and transparent.',
    rating: 5,
  },
  {
    name: 'Sneha Kulkarni',
    country: 'United Kingdom',
    visa: 'Student Visa',
    story:
      'I got my university offer late and was worried about making the September intake. The team checked my financial documents carefully and helped me submit a complete application quickly. I started my master’s course in London on time.',
    timeline: '5 weeks',
    rating: 5,
  },
  {
    name: 'Harpreet Kaur',
    story:
      'My case manager answered every one of my questions patiently, even the ones I asked twice. She made sure my documents were in order before anything was submitted. I would recommend DreamBorder to anyone in my family.',
    rating: 5,
  },
  {
    name: 'Vikram Rathore',
    story:
      'As a software engineer with two job offers abroad, I needed help choosing the right route for my family. The consultants explained the long-term residence prospects of each option clearly. We are now settled and happy with our decision.',
    rating: 5,
  },
  {
    name: 'Ananya Banerjee',
    country: 'Germany',
    visa: 'EU Blue Card',
    story:
      'The team helped me get my degree recognised and prepared my Blue Card application alongside my employer’s paperwork. They also gave me practical tips on finding a flat and registering my address in Munich. Everything went far more smoothly than I expected.',
    timeline: '4 months',
    rating: 5,
  },
  {
    name: 'Karthik Subramanian',
    story:
      'I appreciated that nobody promised me an outcome. They explained the requirements honestly, pointed out where my profile was weak and helped me strengthen it. When my approval came, I knew it was built on a solid application.',
    rating: 5,
  },
  {
    name: 'Fatima Shaikh',
    story:
      'Sponsoring my parents to visit us abroad involved more paperwork than I imagined. The DreamBorder team prepared a clear checklist and reviewed every page before submission. My parents spent a wonderful summer with us and our children.',
    rating: 5,
  },
  {
    name: 'Gurpreet Singh Sandhu',
    country: 'Canada',
    visa: 'Study Permit',
    story:
      'I was refused once before coming to DreamBorder, and they explained exactly why. We rebuilt my study plan and financial evidence from scratch. My second application was approved and I am now studying in Vancouver.',
    timeline: '10 weeks',
    rating: 5,
  },
  {
    name: 'Meera Iyer',
    story:
      'From my first consultation, I felt the team genuinely cared about my future rather than just closing a sale. They guided me through every form and deadline. I am grateful for their patience and professionalism.',
    rating: 5,
  },
  {
    name: 'Aditya Joshi',
    story:
      'Working full time, I had little time to chase documents. My case manager sent reminders, checked everything I uploaded and kept me updated at each stage. It made a stressful process manageable.',
    rating: 5,
  },
  {
    name: 'Neha Agarwal',
    story:
      'The pre-departure session was one of the most useful parts of the service. I arrived knowing how to open a bank account, find a rental and apply for a tax number. Those first weeks abroad were much easier because of it.',
    rating: 5,
  },
  {
    name: 'Siddharth Menon',
    country: 'New Zealand',
    visa: 'Skilled Migrant Category Resident Visa',
    story:
      'DreamBorder helped me understand the points system and make sure my work experience was documented properly. They answered my questions quickly whenever the process felt uncertain. My family and I now live in Auckland.',
    timeline: '9 months',
    rating: 5,
  },
  {
    name: 'Pooja Patel',
    story:
      'I came to DreamBorder unsure whether I was even eligible for a work visa. They gave me an honest assessment and a clear plan to improve my chances. Their guidance made all the difference.',
    rating: 5,
  },
  {
    name: 'Rahul Sharma',
    story:
      'The fees were explained upfront, including the government charges, so there were no surprises later. The team was always reachable and responded quickly to my emails. I would happily work with them again.',
    rating: 5,
  },
  {
    name: 'Kavya Hegde',
    story:
      'Applying to universities and for a student visa at the same time was confusing. The counsellors helped me shortlist courses that matched my budget and career goals. I am now in my second semester and loving it.',
    rating: 5,
  },
  {
    name: 'Imran Qureshi',
    country: 'Australia',
    visa: 'Employer-Sponsored (Subclass 482)',
    story:
      'My employer was new to sponsorship, so the team coordinated closely with their HR department. They made sure the nomination and my visa application were consistent and complete. I relocated to Perth with my family without any last-minute problems.',
    timeline: '5 months',
    rating: 5,
  },
  {
    name: 'Divya Pillai',
    story:
      'I was nervous about my interview, and the team spent time preparing me for the kinds of questions I might face. Their calm, practical advice gave me confidence. I cannot thank them enough.',
    rating: 5,
  },
  {
    name: 'Amit Chatterjee',
    story:
      'What stood out was their attention to detail. They spotted a mismatch in dates between two of my documents that I had completely missed. Fixing it early saved me from a possible delay.',
    rating: 5,
  },
  {
    name: 'Shruti Bhatt',
    story:
      'The team helped my husband and me plan our move together, covering his work visa and my dependent application in one process. Having one case manager for both files made everything simpler. We are now settled and both working.',
    rating: 5,
  },
  {
    name: 'Manoj Yadav',
    story:
      'Coming from a small town, I had no idea where to start. DreamBorder explained each step in simple language and never made me feel rushed. Today I am working abroad and supporting my family back home.',
    rating: 5,
  },
  {
    name: 'Lakshmi Venkatesh',
    story:
      'I had been given conflicting advice by friends and online forums. The consultants cleared up my doubts in one meeting and set out a realistic plan. Their honesty is the reason I chose them.',
    rating: 5,
  },
  {
    name: 'Nikhil Pawar',
    country: 'Canada',
    visa: 'Spousal Sponsorship',
    story:
      'Being apart from my wife during the sponsorship process was hard, but the team kept us informed at every stage. They helped us present our relationship evidence clearly and completely. We are finally together in Calgary.',
    timeline: '12 months',
    rating: 5,
  },
  {
    name: 'Ritu Malhotra',
    story:
      'I was impressed by how well organised the whole process was. Every document had a place in the checklist and every deadline was tracked. It felt like working with true professionals.',
    rating: 5,
  },
  {
    name: 'Sandeep Gill',
    story:
      'After my first consultation, I finally understood which route suited my profile and why. The team never pushed me to sign up for services I did not need. I recommend them to friends without hesitation.',
    rating: 5,
  },
  {
    name: 'Tanvi Mehta',
    country: 'United Kingdom',
    visa: 'Skilled Worker Visa',
    story:
      'Once my employer issued my certificate of sponsorship, DreamBorder helped me gather and check every supporting document. They also advised on my dependant’s application. I joined my new team in Manchester right on schedule.',
    timeline: '7 weeks',
    rating: 5,
  },
  {
    name: 'Abhishek Das',
    story:
      'The team explained the pros and cons of studying in different countries without any bias. I chose the option that fit my budget and career goals best. Their support continued well after I landed.',
    rating: 5,
  },
  {
    name: 'Sana Khan',
    story:
      'I appreciated how respectful and patient everyone was with my parents, who had many questions. They took time to explain the process in Hindi as well. It made my whole family comfortable with my decision to study abroad.',
    rating: 5,
  },
  {
    name: 'Prakash Naidu',
    story:
      'My business visa application needed detailed financial records and a clear business plan. The team helped me present everything in a structured way. Their experience with business immigration showed at every step.',
    rating: 5,
  },
  {
    name: 'Ishita Saxena',
    story:
      'I had a tight deadline to join my course, and the team worked efficiently to make sure nothing was missed. They were honest about the timeline risks from the start. Thankfully everything came through in time.',
    rating: 5,
  },
  {
    name: 'Rajesh Bora',
    country: 'Australia',
    visa: 'Visitor Visa (Subclass 600)',
    story:
      'I wanted to attend my daughter’s graduation in Sydney and was worried about my application. The team helped me prepare proof of funds and my ties to India clearly. I was there to see her walk across the stage.',
    timeline: '4 weeks',
    rating: 5,
  },
  {
    name: 'Aishwarya Rao',
    story:
      'The resume and profile advice I received helped me present my experience much better to employers abroad. Combined with their visa guidance, it made my job search far more focused. I am very thankful for the support.',
    rating: 5,
  },
  {
    name: 'Deepak Choudhary',
    story:
      'I compared several consultancies before choosing DreamBorder. They were the only ones who explained both the costs and the risks honestly. That transparency earned my trust, and they delivered on everything they said.',
    rating: 5,
  },
  {
    name: 'Nandini Ghosh',
    story:
      'My case manager remembered every detail of my file and never made me repeat myself. Whenever I had a question, I got a clear answer quickly. It felt like having a knowledgeable friend on my side.',
    rating: 5,
  },
  {
    name: 'Varun Kapoor',
    story:
      'The team helped me understand how to build my profile over a year before applying for permanent residence. Their long-term planning paid off. I am now living abroad with my family and building a new career.',
    rating: 5,
  },
  {
    name: 'Zoya Mirza',
    story:
      'Settling into a new city alone felt daunting, but the post-landing guidance helped me find my feet quickly. From accommodation tips to local registration, they covered everything. I felt supported from start to finish.',
    rating: 5,
  },
] as const satisfies readonly Testimonial[]

export const successStoriesCta = {
  heading: 'Start Writing Your Own Success Story',
  body: 'Every journey on this page began with a conversation. Book your free 30-minute consultation and find out which routes fit your profile.',
  label: 'Book a Free Consultation',
} as const satisfies CallToAction
