export const LANDING_FEATURES = [
  {
    title: 'Work maps',
    text: 'Record the days worked and absent each month and send them for approval.',
  },
  {
    title: 'Vacations',
    text: 'Request days off, follow approvals and see the days you have left.',
  },
  {
    title: 'Expenses & travels',
    text: 'Submit kilometre maps, travel passes and trip justifications.',
  },
  {
    title: 'Salary receipts',
    text: 'Find every receipt and the history of your salary in one place.',
  },
  {
    title: 'Evaluations',
    text: 'Yearly goals, scores and team reports for members and evaluators.',
  },
  { title: 'Public feed', text: 'Share news with colleagues and keep up with the company.' },
];
