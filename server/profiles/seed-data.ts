/** Word lists of the demo network (seed-profiles.ts): topics, places, groups and people. */

export const TOPIC_AREAS: { name: string; topics: string[] }[] = [
  {
    name: 'AI & Data',
    topics: ['Generative AI', 'Machine learning', 'Data engineering', 'AI ethics', 'Data visualisation', 'Analytics'],
  },
  {
    name: 'Career Development',
    topics: [
      'Job search',
      'Interviewing',
      'Personal branding',
      'Career change',
      'Mentoring',
      'Leadership',
      'Networking',
    ],
  },
  {
    name: 'Entrepreneurship',
    topics: ['Startups', 'Fundraising', 'Social enterprise', 'Product management', 'Small business', 'Innovation'],
  },
  { name: 'Health', topics: ['Public health', 'Digital health', 'Mental health', 'Global health', 'Nursing'] },
  {
    name: 'Climate',
    topics: ['Renewable energy', 'Climate policy', 'Sustainable agriculture', 'Circular economy', 'Water'],
  },
  { name: 'Education', topics: ['Teaching', 'EdTech', 'Higher education', 'Lifelong learning', 'STEM outreach'] },
  { name: 'Society', topics: ['Diaspora communities', 'Public policy', 'Human rights', 'Gender equity', 'Migration'] },
];

export const INSTITUTIONS = [
  { name: 'Riverside University', description: 'A public research university known for engineering and health.' },
  { name: 'Lakeshore Institute of Technology', description: 'Technology, data and design programmes.' },
  { name: 'Eastgate University', description: 'Business, economics and the social sciences.' },
  { name: 'Highland College of Medicine', description: 'Medicine, nursing and public health.' },
  { name: 'Coastal State University', description: 'Arts, sciences and teacher education.' },
];

export const CIRCLES = [
  { name: 'Women in Data', description: 'Peer support and mentoring for women in data and AI careers.' },
  { name: 'Climate Careers Circle', description: 'People moving into climate and energy work.' },
  { name: 'Founders Circle', description: 'First-time founders sharing what worked and what did not.' },
];

export const EVENTS = [
  { name: 'Career Fair 2026', description: 'Meet employers hiring graduates and early-career talent.' },
  { name: 'AI Skills Bootcamp', description: 'Two days of hands-on practice with AI tools for work.' },
];

export const DEGREES = [
  'BSc Computer Science',
  'BA Economics',
  'MSc Data Science',
  'BEng Electrical Engineering',
  'MBA',
  'BSc Nursing',
  'MA Public Policy',
  'BSc Environmental Science',
  'BA Design',
  'MPH Public Health',
];

export const PEOPLE_TITLES = [
  'Data Scientist',
  'Software Engineer',
  'Product Manager',
  'UX Researcher',
  'Public Health Officer',
  'Renewable Energy Engineer',
  'Founder',
  'Career Coach',
  'Policy Analyst',
  'Financial Analyst',
  'Teacher',
  'Marketing Lead',
];

export const FIRST_NAMES = [
  'Aisha',
  'Ben',
  'Chidi',
  'Daniela',
  'Elif',
  'Farah',
  'Gabriel',
  'Hana',
  'Ikenna',
  'Jana',
  'Kwame',
  'Lucia',
  'Malik',
  'Nadia',
  'Omar',
  'Paula',
  'Quentin',
  'Rania',
  'Samuel',
  'Tariq',
  'Uma',
  'Victor',
  'Wanjiru',
  'Xavier',
  'Yasmin',
  'Zane',
  'Adaeze',
  'Bruno',
  'Chen',
  'Dara',
  'Esi',
  'Felipe',
  'Grace',
  'Hugo',
  'Imani',
  'Jonas',
  'Kemi',
  'Leila',
  'Mthunzi',
  'Noor',
];

export const LAST_NAMES = [
  'Mensah',
  'Oduya',
  'Kamau',
  'Fernandes',
  'Yilmaz',
  'Haddad',
  'Costa',
  'Tanaka',
  'Eze',
  'Novak',
  'Boateng',
  'Rossi',
  'Ibrahim',
  'Karim',
  'Santos',
  'Dlamini',
  'Wright',
  'Reyes',
  'Achieng',
  'Lindqvist',
  'Patel',
  'Moreau',
  'Abebe',
  'Nguyen',
];
