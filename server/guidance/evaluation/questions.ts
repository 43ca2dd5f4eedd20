/**
 * The Ask Anything evaluation set: questions across every intent, each with what an
 * on-topic answer must say and link. Terms are matched case-insensitively in the answer's
 * text; `links` names the kinds of item (or item titles, from the demo seed) of which the
 * answer must link at least one; `avoid` are words no linked item and no sentence may use
 * (an answer about SQL that lists DevOps jobs is off topic); `nothing` marks a question the
 * portal cannot answer: the answer must say so and link nothing.
 */
import type { GuidanceItemType } from '../../../contract/agents';
import type { Intent } from '../understand';
import { jobs, learn, roles, switching } from './questions-growth';

export interface EvalQuestion {
  question: string;
  intent: Intent;
  /** Words the answer's text must contain (all of them). */
  mention?: string[];
  /** At least one linked item is of one of these kinds. */
  links?: GuidanceItemType[];
  /** At least one linked item has one of these titles (or a title containing it). */
  titles?: string[];
  /** Words that must not appear in the answer's text or its items' titles. */
  avoid?: string[];
  /** Nothing in the portal matches: the answer says so and links no item. */
  nothing?: boolean;
}

const people: EvalQuestion[] = [
  { question: 'How do I find a mentor?', intent: 'find_people', links: ['user'] },
  {
    question: 'Who could mentor me in data science?',
    intent: 'find_people',
    mention: ['Data Scientist'],
    links: ['user'],
  },
  {
    question: 'Can I connect with people who know Python?',
    intent: 'find_people',
    mention: ['Python'],
    links: ['user'],
  },
  {
    question: 'I want to network with product managers',
    intent: 'find_people',
    mention: ['Product Manager'],
    links: ['user', 'circle'],
  },
  { question: 'Which alumni work in UX research?', intent: 'find_people', mention: ['User Research'], links: ['user'] },
  {
    question: 'Who can I talk to about becoming a data analyst?',
    intent: 'find_people',
    mention: ['Data Analyst'],
    links: ['user'],
  },
];

const groups: EvalQuestion[] = [
  { question: 'Which circles should I join?', intent: 'find_groups', links: ['circle', 'event'] },
  { question: 'Are there any communities for women in data?', intent: 'find_groups', titles: ['Women in Data'] },
  { question: 'What events are coming up about AI?', intent: 'find_groups', titles: ['AI Skills Bootcamp'] },
  { question: 'Is there a group for startup founders?', intent: 'find_groups', titles: ['Founders Circle'] },
  { question: 'Which circles talk about climate careers?', intent: 'find_groups', titles: ['Climate Careers Circle'] },
  { question: 'Are there meetups on data storytelling?', intent: 'find_groups', titles: ['Data Storytelling Circle'] },
  {
    question: 'Can I join a mentoring event?',
    intent: 'find_groups',
    titles: ['Global Mentoring Summit', 'Women in Data'],
  },
];

const applications: EvalQuestion[] = [
  {
    question: 'How do I prepare for interviews?',
    intent: 'resume_interview',
    mention: ['interview'],
    titles: ['Interview Preparation Checklist', 'Interview Practice Coach'],
  },
  {
    question: 'Can you help me improve my resume?',
    intent: 'resume_interview',
    mention: ['resume'],
    titles: ['Rewrite My Resume Summary', 'Volunteering to Build Experience', 'Resume Screening Assistant'],
  },
  {
    question: 'How should I write a cover letter?',
    intent: 'resume_interview',
    mention: ['cover letter'],
    titles: ['Cover Letter Draft'],
  },
  { question: 'Tips for my CV', intent: 'resume_interview', mention: ['resume'], links: ['resource', 'use_case'] },
  {
    question: 'How do I prepare for a data analyst interview?',
    intent: 'resume_interview',
    mention: ['interview', 'Data Analyst'],
    titles: ['Interview Preparation Checklist', 'Interview Practice Coach', 'Mock Interview Questions'],
  },
  {
    question: 'How do I make my LinkedIn profile stand out?',
    intent: 'resume_interview',
    mention: ['LinkedIn'],
    titles: ['LinkedIn Post Ideas'],
  },
  {
    question: 'Help me practise behavioural interview questions',
    intent: 'resume_interview',
    mention: ['interview'],
    titles: ['Mock Interview Questions', 'Interview Practice Coach', 'Interview Preparation Checklist'],
  },
];

const salary: EvalQuestion[] = [
  {
    question: 'How do I negotiate my salary?',
    intent: 'salary',
    mention: ['salary', 'negotiate'],
    titles: ['Salary Negotiation Masterclass', 'Salary Negotiation Role Play'],
  },
  {
    question: 'What salary should I ask for as a data analyst?',
    intent: 'salary',
    mention: ['salary', 'Data Analyst'],
    titles: ['Salary Negotiation Masterclass', 'Salary Negotiation Role Play'],
  },
  {
    question: 'How much do product managers earn?',
    intent: 'salary',
    mention: ['salary'],
    links: ['resource', 'use_case', 'job'],
  },
  {
    question: 'Should I accept the first pay offer?',
    intent: 'salary',
    mention: ['negotiate'],
    titles: ['Salary Negotiation Masterclass', 'Salary Negotiation Role Play'],
  },
];

const tools: EvalQuestion[] = [
  {
    question: 'Which AI tools can help me build dashboards?',
    intent: 'tools_for_task',
    titles: ['Tableau'],
    avoid: ['Helps you build Tableau'],
  },
  { question: 'What is ChatGPT good for?', intent: 'tools_for_task', mention: ['ChatGPT'], titles: ['ChatGPT'] },
  {
    question: 'What tool can transcribe my meetings?',
    intent: 'tools_for_task',
    titles: ['Otter.ai', 'Community Meeting Minutes', 'Mentoring Session Notes'],
  },
  {
    question: 'How can I automate repetitive workflows?',
    intent: 'tools_for_task',
    titles: ['Zapier', 'Automated Job Alerts'],
  },
  {
    question: 'Which AI assistant helps with writing code?',
    intent: 'tools_for_task',
    titles: ['GitHub Copilot', 'Coding Homework Tutor', 'Data Pipeline Code Review'],
  },
  {
    question: 'How do I use AI in teaching?',
    intent: 'tools_for_task',
    titles: ['Lesson Plan Generator', 'Teaching with EdTech Tools', 'Coding Homework Tutor'],
  },
  { question: 'Tell me about Claude', intent: 'tools_for_task', mention: ['Claude'], titles: ['Claude'] },
  { question: 'Is there an AI tool for video editing?', intent: 'tools_for_task', mention: ['video'], nothing: true },
];

const general: EvalQuestion[] = [
  { question: 'What should I do next in my career?', intent: 'general', links: ['resource', 'circle', 'job', 'user'] },
  { question: 'Which roles fit my skills?', intent: 'general', links: ['resource', 'circle', 'job', 'user'] },
  { question: 'zzqx blorf?', intent: 'general', nothing: true },
  { question: 'Give me some career advice', intent: 'general', links: ['resource', 'circle', 'job', 'user'] },
];

export const EVAL_QUESTIONS: EvalQuestion[] = [
  ...learn,
  ...roles,
  ...switching,
  ...jobs,
  ...people,
  ...groups,
  ...applications,
  ...salary,
  ...tools,
  ...general,
];
