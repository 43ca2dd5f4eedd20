/**
 * The content demo of one tenant: resources over the topic areas (two premium,
 * one external with a source link, two contributed, one pending), "Career Planning Guide"
 * with a real PDF attachment (written through the media storage when one is given), prompts,
 * posts and newsletters, and career tips (one pending). Authors are the demo users and
 * seeded people. Dates are relative to the moment of seeding.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { ResourceType } from '../../contract/content';
import type { Db, Tx } from '../db/client';
import { slugify } from '../db/prng';
import { tenants, users } from '../db/schema';
import { DEMO_EMAILS } from '../db/seed-data';
import { textPdf } from '../db/seed-pdf';
import { userIdsByEmail } from '../db/seed-users';
import { topicAreas, topics } from '../profiles/schema';
import type { MediaStorage } from '../uploads/storage';
import { insertUpload, writeUploadFile } from '../uploads/store';
import { careerTips, posts, resources } from './schema';

const HOUR_MS = 3_600_000;
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

interface ResourceSeed {
  title: string;
  area: string;
  content: string;
  type?: ResourceType;
  author?: 'admin' | 'member' | 'student' | 'person';
  premium?: boolean;
  source?: string;
  contributed?: boolean;
  pending?: boolean;
  pinned?: boolean;
  stages?: number[];
}

export const CAREER_PLANNING_GUIDE = 'Career Planning Guide';

const RESOURCES: ResourceSeed[] = [
  {
    title: CAREER_PLANNING_GUIDE,
    area: 'Career Development',
    content: p(
      'A step-by-step guide to planning your next career move: take stock of your skills, set goals and build a plan.',
      'Open the attached PDF for the worksheet.',
    ),
    pinned: true,
    stages: [3, 4, 5],
  },
  {
    title: 'Getting Started with Generative AI',
    area: 'AI & Data',
    content: p('What generative AI can and cannot do, and how to try it safely in your daily work.'),
    stages: [2, 3, 4],
  },
  {
    title: 'Interview Preparation Checklist',
    area: 'Career Development',
    content: p('Research the company, prepare stories with the STAR method and plan your own questions.'),
    stages: [2, 3, 4],
  },
  {
    title: 'Data Visualisation Principles',
    area: 'AI & Data',
    content: p('Choose the right chart, remove clutter and tell one story per figure.'),
    author: 'person',
    stages: [3, 4, 5],
  },
  {
    title: 'Pitching Your Startup Idea',
    area: 'Entrepreneurship',
    content: p('A ten-slide structure for a first pitch, with examples of strong problem statements.'),
    author: 'person',
    stages: [4, 5],
  },
  {
    title: 'Mental Health at Work',
    area: 'Health',
    content: p('Recognise burnout early and find the support your workplace offers.'),
    stages: [4, 5, 6],
  },
  {
    title: 'Climate Careers Overview',
    area: 'Climate',
    content: p('Roles in renewable energy, climate policy and sustainable agriculture, and the skills they ask for.'),
    author: 'person',
    stages: [2, 3, 4],
  },
  {
    title: 'Teaching with EdTech Tools',
    area: 'Education',
    content: p('Practical ways to use digital tools in the classroom without losing the human touch.'),
    stages: [4, 5],
  },
  {
    title: 'Salary Negotiation Masterclass',
    area: 'Career Development',
    content: p('Scripts and strategies for negotiating an offer, with a worked example of a counter-offer.'),
    premium: true,
    stages: [4, 5, 6],
  },
  {
    title: 'Executive Leadership Playbook',
    area: 'Career Development',
    content: p('How senior leaders set direction, build teams and communicate change.'),
    premium: true,
    stages: [5, 6],
  },
  {
    title: 'Public Policy Explained',
    area: 'Society',
    content: p('An outside reading on how policy is made, from agenda setting to evaluation.'),
    source: 'https://en.wikipedia.org/wiki/Public_policy',
    stages: [2, 3],
  },
  {
    title: 'Networking for Introverts',
    area: 'Career Development',
    content: p('Small, repeatable habits that grow a professional network without draining your energy.'),
    author: 'member',
    contributed: true,
    stages: [2, 3, 4],
  },
  {
    title: 'Machine Learning Reading List',
    area: 'AI & Data',
    content: p('Ten books and courses for learning machine learning, from first steps to production systems.'),
    author: 'member',
    contributed: true,
    stages: [3, 4],
  },
  {
    title: 'Volunteering to Build Experience',
    area: 'Society',
    content: p('How volunteering can fill gaps on your resume and lead to paid roles.'),
    stages: [1, 2, 3],
  },
  {
    title: 'Study Abroad Funding Guide',
    area: 'Education',
    content: p('Scholarships and grants for studying abroad, and how to apply for them.'),
    author: 'student',
    contributed: true,
    pending: true,
    stages: [1, 2],
  },
];

const PROMPTS: { title: string; area: string; content: string }[] = [
  {
    title: 'Rewrite My Resume Summary',
    area: 'Career Development',
    content: p('Rewrite this resume summary for a [role] position, in three sentences, highlighting [skills].'),
  },
  {
    title: 'Mock Interview Questions',
    area: 'Career Development',
    content: p('Act as an interviewer for a [role] role. Ask me one behavioural question at a time and give feedback.'),
  },
  {
    title: 'Explain a Concept Simply',
    area: 'Education',
    content: p('Explain [concept] to a first-year student in under 150 words, with one everyday example.'),
  },
  {
    title: 'Cover Letter Draft',
    area: 'Career Development',
    content: p('Draft a cover letter for [job title] at [company] using these three achievements: [list].'),
  },
  {
    title: 'Summarise a Research Paper',
    area: 'AI & Data',
    content: p('Summarise this paper in five bullet points: question, method, data, findings, limitations.'),
  },
  {
    title: 'Business Model Canvas',
    area: 'Entrepreneurship',
    content: p('Fill in a business model canvas for [idea], one line per block.'),
  },
  {
    title: 'Weekly Learning Plan',
    area: 'Education',
    content: p('Make a four-week learning plan for [skill] with two hours per week and one project.'),
  },
  {
    title: 'LinkedIn Post Ideas',
    area: 'Career Development',
    content: p('Suggest five LinkedIn post ideas about my work in [field], each with a hook sentence.'),
  },
];

const POSTS: { title: string; content: string; types: 'post' | 'newsletter'; author: 'admin' | 'member' | 'person' }[] =
  [
    {
      title: 'Welcome to the community',
      content: p('We are glad you are here. Introduce yourself in your circles and explore the resource hub.'),
      types: 'post',
      author: 'admin',
    },
    {
      title: 'Tips from our mentoring evening',
      content: p('Three lessons from last week: ask specific questions, follow up, and share what you learned.'),
      types: 'post',
      author: 'member',
    },
    {
      title: 'New AI tools in the directory',
      content: p('Members added several AI tools this month. Vote for the ones you find most useful.'),
      types: 'post',
      author: 'admin',
    },
    {
      title: 'How I changed careers into data',
      content: p('After eight years in retail I moved into analytics. Here is what helped me most.'),
      types: 'post',
      author: 'person',
    },
    {
      title: 'Call for use case submissions',
      content: p('Share how you use AI at work: submit a use case and help others learn from it.'),
      types: 'post',
      author: 'admin',
    },
    {
      title: 'Reflections on remote work',
      content: p('Remote work changed how we collaborate. What routines keep your team connected?'),
      types: 'post',
      author: 'person',
    },
    {
      title: 'Monthly Newsletter: Career Trends',
      content: p('This month: skills employers ask for, upcoming events and new resources in the hub.'),
      types: 'newsletter',
      author: 'admin',
    },
    {
      title: 'Monthly Newsletter: Community Highlights',
      content: p('Highlights from our circles, new members and the most bookmarked resources.'),
      types: 'newsletter',
      author: 'admin',
    },
  ];

const CAREER_TIPS: { title: string; content: string; pending?: boolean }[] = [
  { title: 'Keep a brag document', content: p('Write down your wins every week: reviews and resumes get easy.') },
  { title: 'Ask for informational interviews', content: p('Twenty minutes with someone in the role teaches a lot.') },
  { title: 'Tailor every application', content: p('Mirror the words of the job description in your resume.') },
  { title: 'Learn in public', content: p('Share what you learn: it builds your network and your credibility.') },
  { title: 'Set one learning goal per quarter', content: p('Small, focused goals beat long lists you never start.') },
  { title: 'Follow up within a day', content: p('A short thank-you note after an interview keeps you remembered.') },
  { title: 'Find a mentor outside your team', content: p('A fresh perspective helps with decisions.'), pending: true },
];

/** A one-page PDF with the text "Career Planning Guide" on page 1. */
export function careerPlanningGuidePdf(): Promise<Uint8Array> {
  return textPdf(CAREER_PLANNING_GUIDE, [
    '1. Take stock of your skills.',
    '2. Set goals for one and five years.',
    '3. Build a plan.',
  ]);
}

async function authorsOf(tx: Tx, tenantId: number) {
  const demo = await userIdsByEmail(tx, tenantId, DEMO_EMAILS);
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), notInArray(users.email, DEMO_EMAILS)))
    .orderBy(asc(users.id))
    .limit(4);
  const admin = demo.get('admin@example.org');
  if (admin === undefined) return null;
  const member = demo.get('member@example.org') ?? admin;
  const student = demo.get('student@example.org') ?? member;
  const personIds = people.length > 0 ? people.map((row) => row.id) : [member];
  let next = 0;
  return {
    admin,
    member,
    student,
    person: () => personIds[next++ % personIds.length]!,
  };
}

export async function seedContent(db: Db, tenantId: number, storage?: MediaStorage): Promise<void> {
  const now = Date.now();
  const pdf = storage ? await careerPlanningGuidePdf() : null;
  await db.transaction(async (tx) => {
    const authors = await authorsOf(tx, tenantId);
    if (!authors) return;
    const [tenant] = await tx
      .select({ defaultOrgId: tenants.defaultOrgId })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    const orgId = tenant?.defaultOrgId ?? null;
    const areaRows = await tx.select({ id: topicAreas.id, name: topicAreas.name }).from(topicAreas);
    const topicRows = await tx
      .select({ id: topics.id, areaId: topics.topicAreaId })
      .from(topics)
      .orderBy(asc(topics.id));
    const areaId = (name: string) => areaRows.find((row) => row.name === name)?.id ?? null;
    const topicsOf = (area: number | null) =>
      topicRows
        .filter((row) => row.areaId === area)
        .slice(0, 2)
        .map((row) => row.id);
    const authorId = (who: ResourceSeed['author']) =>
      who === 'member'
        ? authors.member
        : who === 'student'
          ? authors.student
          : who === 'person'
            ? authors.person()
            : authors.admin;

    let guideFile: number | null = null;
    // The file is written before its row (a failed seed leaves at most an unreferenced file).
    if (pdf && storage) {
      const upload = {
        tenantId,
        userId: authors.admin,
        name: 'career-planning-guide.pdf',
        bytes: pdf,
        type: { ext: 'pdf', mime: 'application/pdf' },
      };
      const key = await writeUploadFile(storage, upload);
      guideFile = (await insertUpload(tx, upload, key)).id;
    }

    let hour = 0;
    const at = () => new Date(now - (hour++ + 1) * HOUR_MS);
    const resourceRows = [
      ...RESOURCES.map((seed) => {
        const area = areaId(seed.area);
        return {
          tenantId,
          title: seed.title,
          titleSlug: slugify(seed.title),
          content: seed.content,
          groupId: orgId,
          publishToKhub: seed.contributed ?? false,
          files: seed.title === CAREER_PLANNING_GUIDE && guideFile !== null ? [guideFile] : [],
          topics: topicsOf(area),
          topicArea: area,
          isPremium: seed.premium ?? false,
          careerStages: seed.stages ?? [],
          type: 'other' as const,
          subType: seed.source ? ('external' as const) : null,
          source: seed.source ?? null,
          isPinned: seed.pinned ?? false,
          status: seed.pending ? ('pending' as const) : ('approved' as const),
          createdBy: authorId(seed.author),
          createdAt: at(),
        };
      }),
      ...PROMPTS.map((seed, i) => {
        const area = areaId(seed.area);
        return {
          tenantId,
          title: seed.title,
          titleSlug: slugify(seed.title),
          content: seed.content,
          groupId: orgId,
          topics: topicsOf(area),
          topicArea: area,
          type: 'prompt' as const,
          status: 'approved' as const,
          createdBy: i % 3 === 2 ? authors.member : authors.admin,
          createdAt: at(),
        };
      }),
    ];
    await tx.insert(resources).values(resourceRows);

    await tx.insert(posts).values(
      POSTS.map((seed) => ({
        tenantId,
        slug: slugify(seed.title),
        title: seed.title,
        content: seed.content,
        groupId: orgId,
        types: seed.types,
        createdBy: authorId(seed.author),
        createdAt: at(),
      })),
    );

    await tx.insert(careerTips).values(
      CAREER_TIPS.map((seed, i) => ({
        tenantId,
        slug: slugify(seed.title),
        title: seed.title,
        content: seed.content,
        groupId: orgId,
        status: seed.pending ? ('pending' as const) : ('approved' as const),
        voteScore: 0,
        createdBy: seed.pending ? authors.student : i % 2 === 0 ? authors.admin : authors.person(),
        createdAt: at(),
      })),
    );
  });
}
