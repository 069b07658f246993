/** The Show Guide's five steps (issue 25): 0 to 4, Back, Next and Done between them. */
export const GUIDE_STEPS = [
  {
    title: 'Welcome to Quadro',
    text: 'Your work maps, vacations, travels, salary receipts and evaluations live here.',
  },
  {
    title: 'Your menu',
    text: 'The menu shows the areas your profiles open. Groups open to show more. Choose where it sits under Appearance, in the user menu.',
  },
  {
    title: 'The monthly routine',
    text: 'Each month, fill in your work map, send your travel pass receipt and your kilometres before the deadlines.',
  },
  {
    title: 'Approvals and badges',
    text: 'Requests waiting for you show as numbers beside the menu entries. Open one to approve or reject.',
  },
  {
    title: 'Profile, feed and search',
    text: 'Open the user menu for your profile, read and post on the public feed, and type in the search box to jump to a page or a person.',
  },
] as const;
