/** Spec §3 calendar colour options (without '#'). */
export const EVENT_COLOURS = {
  red: 'EC407A',
  green: '43A047',
  blue: '2096f3',
  violet: 'AB47BC',
  orange: 'FF5722',
} as const;
