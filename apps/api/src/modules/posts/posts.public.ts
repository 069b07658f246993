/** What other modules may use of posts: the newest posts as teasers (the dashboard). */

export { latestPostTeasers } from './post-teasers.ts';
