import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import type { BareStore, UserIdOf } from '../lib/bare.ts';

const HR_PROFILE = `select profiles from users where id = $1`;
const PERSON = 'select id, name from users where id = $1';
const AUDIT = `insert into audit_log (actor_id, action, entity_type, entity_id) values ($1, 'personal-data.export', 'users', $2)`;

/** Each `<domain>.personal-data.ts` file's query, by hand: one JSON file per statement. */
const FILES: [string, string][] = [
  [
    'profile.json',
    `select id, email, name, nickname, profiles, enabled, birthdate, phone_number, gender, marital_status, dependents_number, start_date, contract_type, alternate_email, workspace, job_title, tax_number, working_weekdays, daily_hours, hidden, profile_picture_file_id, failed_login_count, locked_until, created_at, updated_at from users where id = $1`,
  ],
  [
    'interests.json',
    'select i.designation as interest from person_interests p join interests i on i.id = p.interest_id where p.user_id = $1',
  ],
  ['contracts.json', 'select * from contracts where user_id = $1'],
  ['salaries.json', 'select * from salaries where user_id = $1'],
  ['salary-receipts.json', 'select * from salary_receipts where employee_id = $1'],
  ['work-maps.json', 'select * from work_maps where employee_id = $1'],
  [
    'work-days.json',
    'select m.month, d.day, d.hours, d.extra_hours, d.project_id from work_days d join work_maps m on m.id = d.work_map_id where m.employee_id = $1',
  ],
  ['absences.json', 'select * from absences where employee_id = $1'],
  ['vacations.json', 'select * from vacations where employee_id = $1'],
  ['vacation-cancellations.json', 'select * from vacation_cancellations where employee_id = $1'],
  ['kilometre-maps.json', 'select * from kilometre_maps where employee_id = $1'],
  ['kilometre-map-months.json', 'select * from kilometre_map_months where employee_id = $1'],
  ['monthly-trips.json', 'select * from monthly_trips where employee_id = $1'],
  ['trip-justifications.json', 'select * from trip_justifications where employee_id = $1'],
  ['trip-limits.json', 'select * from trip_limits where employee_id = $1'],
  ['road-trips.json', 'select * from road_trips where employee_id = $1'],
  [
    'travel-receipts.json',
    'select r.* from travel_receipts r join road_trips t on t.id = r.road_trip_id where t.employee_id = $1',
  ],
  ['travel-passes.json', 'select * from travel_passes where employee_id = $1'],
  ['travel-pass-blocks.json', 'select * from travel_pass_blocks where employee_id = $1'],
  ['allowance-plans.json', 'select * from allowance_plans where employee_id = $1'],
  [
    'allowance-instalments.json',
    'select i.* from allowance_instalments i join allowance_plans p on p.id = i.plan_id where p.employee_id = $1',
  ],
  ['evaluations.json', 'select * from evaluations where user_id = $1'],
  [
    'evaluation-goals.json',
    'select e.year, g.* from evaluation_goals g join evaluations e on e.id = g.evaluation_id where e.user_id = $1',
  ],
  [
    'evaluation-feedback-given.json',
    'select * from evaluation_feedback_requests where colleague_id = $1',
  ],
  ['team-memberships.json', 'select * from team_members where user_id = $1'],
  ['team-evaluator-periods.json', 'select * from team_evaluators where user_id = $1'],
  [
    'posts.json',
    'select id, author_id, text, created_at, edited_at, removed_at, removed_by, removal_reason from posts where author_id = $1',
  ],
  ['post-comments.json', 'select * from post_comments where author_id = $1'],
  ['post-likes.json', 'select * from post_likes where person_id = $1'],
  ['post-reactions.json', 'select * from post_reactions where person_id = $1'],
  ['post-mentions.json', 'select * from post_mentions where person_id = $1'],
  ['celebration-preferences.json', 'select * from celebration_preferences where person_id = $1'],
  [
    'sessions.json',
    'select id, user_id, family_id, client_id, user_agent, ip_address, expires_at, used_at, revoked_at, created_at from refresh_tokens where user_id = $1',
  ],
  ['single-sign-on-links.json', 'select * from identity_links where user_id = $1'],
  [
    'two-factor.json',
    'select user_id, confirmed_at, created_at from two_factor_factors where user_id = $1',
  ],
  ['appearance.json', 'select * from user_appearance where person_id = $1'],
  ['client-allocations.json', 'select * from client_allocations where user_id = $1'],
  ['project-memberships.json', 'select * from project_members where user_id = $1'],
  ['provisioning.json', 'select * from scim_users where user_id = $1'],
  ['provisioning-groups.json', 'select * from scim_group_members where user_id = $1'],
  [
    'audit-entries.json',
    'select * from audit_log where actor_id = $1 or entity_id = $1::text order by created_at desc',
  ],
];

/** The stored files' rows, as ours reads them; the bench's scale seed stores no bytes for them. */
const STORED_FILES: string[] = [
  'select f.* from users u join files f on f.id = u.profile_picture_file_id where u.id = $1',
  'select f.* from salary_receipts r join files f on f.id = r.file_id where r.employee_id = $1',
  'select f.* from absences a join files f on f.id = a.justification_file_id where a.employee_id = $1',
  'select f.* from travel_receipts r join road_trips t on t.id = r.road_trip_id join files f on f.id = r.file_id where t.employee_id = $1',
  'select f.* from travel_passes p join files f on f.id = p.attachment_file_id where p.employee_id = $1',
  'select f.* from post_images i join posts p on p.id = i.post_id join files f on f.id = i.file_id where p.author_id = $1',
];

const encoder = new TextEncoder();

/** The same zip, stored entries one after another, with nothing of ours (no worker thread). */
function zipOf(store: BareStore, personId: string): PassThrough {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return output.destroy(error);
    output.write(chunk);
    if (final) output.end();
  });
  const add = (name: string, bytes: Uint8Array) => {
    const file = new ZipPassThrough(name);
    zip.add(file);
    file.push(bytes, true);
  };
  (async () => {
    add('README.txt', encoder.encode(FILES.map(([name]) => name).join('\n')));
    for (const [name, sql] of FILES) {
      const rows = await store.query(sql, [personId]);
      add(name, encoder.encode(`${JSON.stringify(rows, null, 2)}\n`));
    }
    const missing: string[] = [];
    for (const sql of STORED_FILES) {
      for (const file of await store.query(sql, [personId])) missing.push(String(file.id));
    }
    if (missing.length > 0) add('files/missing.txt', encoder.encode(missing.join('\n')));
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** GET /bare/employees/:id/personal-data: HR's export of a person, ours' SQL and zip. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  app.get<{ Params: { id: string } }>(
    '/bare/employees/:id/personal-data',
    async (request, reply) => {
      const userId = userIdOf(request.headers.authorization);
      if (!userId) return reply.status(401).send({ error: 'unauthorized' });
      const [actor] = await store.query(HR_PROFILE, [userId]);
      const isHr = (actor?.profiles as string[] | undefined)?.includes('hr');
      if (!isHr && userId !== request.params.id)
        return reply.status(404).send({ error: 'not_found' });
      const [person] = await store.query(PERSON, [request.params.id]);
      if (!person) return reply.status(404).send({ error: 'not_found' });
      await store.query(AUDIT, [userId, request.params.id]);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="personal-data.zip"')
        .send(zipOf(store, request.params.id));
    },
  );
}
