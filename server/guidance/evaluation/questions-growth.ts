/** The first half of the evaluation set (questions.ts): learning, roles, career changes and jobs. */
import type { EvalQuestion } from './questions';

export const learn: EvalQuestion[] = [
  {
    question: 'How do I learn SQL?',
    intent: 'learn_skill',
    mention: ['SQL'],
    links: ['job', 'resource', 'circle'],
    avoid: ['DevOps'],
  },
  {
    question: 'What is the best way to learn Python?',
    intent: 'learn_skill',
    mention: ['Python'],
    links: ['job', 'user'],
  },
  {
    question: 'How can I get better at data visualization?',
    intent: 'learn_skill',
    mention: ['Data visualisation'],
    titles: ['Data Visualisation Principles'],
  },
  {
    question: 'I want to learn machine learning, where do I start?',
    intent: 'learn_skill',
    mention: ['Machine learning'],
    titles: ['Machine Learning Reading List'],
  },
  {
    question: 'Any resources for learning ML?',
    intent: 'learn_skill',
    mention: ['Machine learning'],
    titles: ['Machine Learning Reading List'],
  },
  {
    question: 'How do I improve my public speaking?',
    intent: 'learn_skill',
    mention: ['Public Speaking'],
    links: ['user', 'job'],
  },
  {
    question: 'Where can I learn Excel and spreadsheets?',
    intent: 'learn_skill',
    mention: ['Excel'],
    links: ['job', 'user'],
  },
  {
    question: 'How do I get started with generative AI?',
    intent: 'learn_skill',
    mention: ['Generative AI'],
    titles: ['Getting Started with Generative AI'],
  },
  { question: 'Teach me statistics', intent: 'learn_skill', mention: ['Statistics'], links: ['job', 'user'] },
  {
    question: 'How do I learn Tableau?',
    intent: 'learn_skill',
    mention: ['Tableau'],
    titles: ['Tableau', 'Sales Dashboard in an Afternoon'],
  },
  {
    question: 'What courses teach cybersecurity?',
    intent: 'learn_skill',
    mention: ['Cybersecurity'],
    links: ['job', 'user'],
  },
  { question: 'How do I learn Rust programming?', intent: 'learn_skill', mention: ['rust'], nothing: true },
  { question: 'How can I study quantum chemistry?', intent: 'learn_skill', mention: ['quantum'], nothing: true },
  {
    question: 'How do I learn Kubernetes and Docker?',
    intent: 'learn_skill',
    mention: ['Kubernetes', 'Docker'],
    links: ['job'],
  },
];

export const roles: EvalQuestion[] = [
  {
    question: 'How do I become a data analyst?',
    intent: 'explore_role',
    mention: ['Data Analyst', 'SQL'],
    links: ['job'],
  },
  {
    question: 'What does a UX researcher do?',
    intent: 'explore_role',
    mention: ['UX Researcher', 'User Research'],
    links: ['job'],
  },
  {
    question: 'What skills do I need to become a product manager?',
    intent: 'explore_role',
    mention: ['Product Manager', 'Stakeholder Management'],
    links: ['job'],
  },
  {
    question: 'Is data science a good career path for me?',
    intent: 'explore_role',
    mention: ['Data Scientist', 'Python'],
    links: ['resource', 'job', 'user'],
  },
  {
    question: 'How do I get into cybersecurity as a career?',
    intent: 'explore_role',
    mention: ['Cybersecurity'],
    links: ['job'],
  },
  {
    question: 'What is it like to work as a technical writer?',
    intent: 'explore_role',
    mention: ['Technical Writer'],
    links: ['job'],
  },
  {
    question: 'How can I become an ML engineer?',
    intent: 'explore_role',
    mention: ['Machine Learning Engineer'],
    links: ['job', 'resource'],
  },
  // The demo's only grant writer job has closed: the answer is the role's skills, and no unrelated items.
  {
    question: 'What does a grant writer need to know?',
    intent: 'explore_role',
    mention: ['Grant Writer', 'Grant Writing'],
    avoid: ['DevOps', 'Machine Learning'],
  },
  {
    question: 'Could I become a financial analyst?',
    intent: 'explore_role',
    mention: ['Financial Analyst', 'Financial Modelling'],
    links: ['job'],
  },
  { question: 'What do DevOps engineers do all day?', intent: 'explore_role', mention: ['DevOps'], links: ['job'] },
  { question: 'How do I become a PM?', intent: 'explore_role', mention: ['Product Manager'], links: ['job'] },
];

export const switching: EvalQuestion[] = [
  {
    question: 'How do I switch careers into data analysis?',
    intent: 'switch_career',
    mention: ['Data Analysis'],
    links: ['circle', 'resource', 'job'],
  },
  {
    question: 'Can I transition from teaching to instructional design?',
    intent: 'switch_career',
    mention: ['Instructional Designer'],
    links: ['job', 'resource', 'circle', 'user'],
  },
  {
    question: 'I want to change my career to UX design',
    intent: 'switch_career',
    mention: ['Product Designer'],
    links: ['job', 'user', 'resource'],
  },
  {
    question: 'How do I move into product management?',
    intent: 'switch_career',
    mention: ['Product Manager'],
    links: ['circle', 'job', 'user'],
  },
  {
    question: 'I want to pivot into climate work',
    intent: 'switch_career',
    mention: ['climate'],
    titles: ['Climate Careers Overview', 'Climate Careers Circle'],
  },
  {
    question: 'How do I make a career change mid-career?',
    intent: 'switch_career',
    mention: ['Career change'],
    titles: ['Career Switchers Circle', 'Climate Careers Circle'],
  },
];

export const jobs: EvalQuestion[] = [
  { question: 'Which jobs are open for me?', intent: 'find_jobs', links: ['job'] },
  {
    question: 'Are there any data analyst jobs?',
    intent: 'find_jobs',
    mention: ['Data Analyst'],
    links: ['job'],
    avoid: ['DevOps'],
  },
  { question: 'Find me internships in marketing', intent: 'find_jobs', mention: ['Marketing'], links: ['job'] },
  { question: 'Who is hiring backend engineers?', intent: 'find_jobs', mention: ['Backend Engineer'], links: ['job'] },
  { question: 'What jobs need SQL?', intent: 'find_jobs', mention: ['SQL'], links: ['job'], avoid: ['DevOps'] },
  {
    question: 'Show me openings for a technical writer',
    intent: 'find_jobs',
    mention: ['Technical Writer'],
    links: ['job'],
  },
  {
    question: 'Where can I apply for cybersecurity jobs?',
    intent: 'find_jobs',
    mention: ['Cybersecurity'],
    links: ['job'],
  },
  { question: 'Are there jobs for nurses?', intent: 'find_jobs', links: ['job'], titles: ['Nurse'] },
];
