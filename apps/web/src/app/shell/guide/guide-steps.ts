export const GUIDE_STEPS = [
  {
    title: 'Welcome to Quadro',
    text: 'Your work maps, vacations, travels, salary receipts and evaluations live here.',
  },
  {
    title: 'Find your way',
    text: 'The menu on the left shows the areas open to your profiles. Groups open to show more.',
  },
  {
    title: 'Search anything',
    text: 'Type in the search box to jump to a page. Suggestions appear as you type.',
  },
  {
    title: 'Your profile',
    text: 'Open the user menu to edit your profile, change your password or sign out.',
  },
  {
    title: 'Make it yours',
    text: 'Set your status under your name, switch to the dark theme or go full screen.',
  },
] as const;
