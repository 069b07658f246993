import type { Profile } from '@quadro/contract/profiles';

export { DEMO_PASSWORD } from '../modules/identity/identity.public.ts';

export interface DemoPerson {
  name: string;
  email: string;
  profiles: Profile[];
  jobTitle: string;
  enabled?: boolean;
  /** Registered on the sign-up page and not yet set up and activated by HR. */
  pendingActivation?: boolean;
}

/** One sign-in per profile, as the README lists them. */
export const DEMO_ACCOUNTS: DemoPerson[] = [
  {
    name: 'Ana Ferreira',
    email: 'employee@example.com',
    profiles: ['employee'],
    jobTitle: 'Software Engineer',
  },
  {
    name: 'Tiago Martins',
    email: 'trainee@example.com',
    profiles: ['trainee'],
    jobTitle: 'Trainee Developer',
  },
  { name: 'Sofia Almeida', email: 'hr@example.com', profiles: ['hr'], jobTitle: 'HR Manager' },
  {
    name: 'Ricardo Sousa',
    email: 'admin@example.com',
    profiles: ['admin'],
    jobTitle: 'Administrator',
  },
  {
    name: 'Marta Costa',
    email: 'financial@example.com',
    profiles: ['financial'],
    jobTitle: 'Financial Controller',
  },
  {
    name: 'Miguel Santos',
    email: 'cto@example.com',
    profiles: ['cto'],
    jobTitle: 'Chief Technology Officer',
  },
  {
    name: 'Inês Rodrigues',
    email: 'evaluator@example.com',
    profiles: ['evaluator'],
    jobTitle: 'Engineering Lead',
  },
  {
    name: 'Pedro Oliveira',
    email: 'comercial@example.com',
    profiles: ['comercial'],
    jobTitle: 'Account Manager',
  },
];

const STAFF: Array<[string, Profile[], string]> = [
  ['Beatriz Carvalho', ['employee'], 'Frontend Developer'],
  ['João Pereira', ['employee'], 'Backend Developer'],
  ['Carolina Gomes', ['employee'], 'QA Engineer'],
  ['Rui Lopes', ['employee'], 'DevOps Engineer'],
  ['Mariana Ribeiro', ['employee'], 'UX Designer'],
  ['André Fernandes', ['employee', 'evaluator'], 'Tech Lead'],
  ['Catarina Marques', ['employee'], 'Data Analyst'],
  ['Diogo Pinto', ['employee'], 'Software Engineer'],
  ['Leonor Teixeira', ['employee'], 'Product Owner'],
  ['Gonçalo Moreira', ['employee'], 'Mobile Developer'],
  ['Rita Correia', ['employee', 'hr'], 'HR Specialist'],
  ['Francisco Mendes', ['employee'], 'Software Engineer'],
  ['Joana Nunes', ['employee'], 'Scrum Master'],
  ['Nuno Soares', ['employee', 'financial'], 'Accountant'],
  ['Sara Vieira', ['employee'], 'Frontend Developer'],
  ['Bruno Monteiro', ['employee'], 'Security Engineer'],
  ['Helena Cardoso', ['employee'], 'Business Analyst'],
  ['Luís Rocha', ['employee'], 'Backend Developer'],
  ['Vasco Neves', ['trainee'], 'Trainee Analyst'],
  ['Matilde Coelho', ['trainee'], 'Trainee Designer'],
];

function emailOf(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `${ascii.replace(/ /g, '.')}@example.com`;
}

export const DEMO_PEOPLE: DemoPerson[] = [
  ...DEMO_ACCOUNTS,
  ...STAFF.map(([name, profiles, jobTitle]) => ({
    name,
    email: emailOf(name),
    profiles,
    jobTitle,
  })),
  {
    name: 'Raquel Duarte',
    email: 'raquel.duarte@example.com',
    profiles: ['employee'],
    jobTitle: 'Junior Developer',
    enabled: false,
    pendingActivation: true,
  },
  {
    name: 'Tomás Barbosa',
    email: 'tomas.barbosa@example.com',
    profiles: ['employee'],
    jobTitle: 'Software Engineer',
    enabled: false,
  },
];
