/** Page titles (spec §2 Page titles): the document title is documentTitle(PAGE_TITLES.x). */
export const PAGE_TITLES = {
  landing: 'Investment research built around your process',
  login: 'Log In',
  signup: 'Sign Up',
  verifyEmail: 'Verify Email',
  passwordReset: 'Reset Password',
  about: 'How It Works',
  pricing: 'Pricing',
  uiKit: 'UI Kit',
  notFound: 'Page Not Found',
  dashboard: 'Dashboard',
  processes: 'Processes',
  process: 'Process',
  templateProcess: 'Process Template',
  templateFactor: 'Factor Template',
  templateChecklist: 'Checklist Template',
  templateQuestion: 'Question Template',
  investments: 'Investments',
  investmentReview: 'Investment Review',
  screening: 'Screening',
  screenResults: 'Screen Results',
  portfolio: 'Portfolio',
  decisions: 'Decisions',
  profile: 'Account Overview',
  billing: 'Billing',
} as const;

export type PageKey = keyof typeof PAGE_TITLES;
