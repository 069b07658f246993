import { crc32, deflateSync } from 'node:zlib';
import { addDays, monthOf, previousMonth } from '@quadro/contract/calendar-days';
import { eurosOf } from '@quadro/contract/road-trip-rules';
import { TRAVEL_RECEIPT_MAX_BYTES } from '@quadro/contract/road-trips';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Executor } from '../../db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { files } from '../../platform/files/files.schema.ts';
import { SCALE_ROAD_TRIP_MONTH, SCALE_SUMMARY_PROJECT } from '../../seed/scale-months.ts';
import { listClientNames } from '../clients/clients.public.ts';
import { users } from '../people/people.public.ts';
import { listProjectsToPick } from '../projects/projects.public.ts';
import { insertReceipts, insertTrips } from './road-trips.repository.ts';
import {
  type NewRoadTripRow,
  type NewTravelReceiptRow,
  roadTrips,
  travelReceipts,
} from './road-trips.schema.ts';

const REJECTION = 'The parking receipt is from another day: please attach the right one.';
/** How many of the demo's employees claim road trips. */
const CLAIMANTS = 6;

interface DemoReceipt {
  day: number;
  category: string;
  currency: string;
  amount: string;
  exchangeRate: string;
  issuer: string;
  picture?: true;
}

interface DemoTrip {
  monthsAgo: number;
  days: number;
  destination: string;
  purpose: string;
  /** The client's name, and a project's code; or, for a trip claimed before the lists, its text. */
  link: { client: string; projectCode?: string } | { unlinkedText: string };
  transport: string;
  kilometres: string | null;
  status: string;
  receipts: DemoReceipt[];
}

const euro = { currency: 'EUR', exchangeRate: '1.000000' };

/** Each claimant's trips: one per state, in the last months. */
const TRIPS: DemoTrip[] = [
  {
    monthsAgo: 3,
    days: 1,
    destination: 'Porto',
    purpose: 'Sprint review with the client',
    // The demo executive summary of Core Banking shows the trip's receipts.
    link: { client: 'Banco Atlântico', projectCode: 'BA-CORE' },
    transport: 'ownCar',
    kilometres: '626.4',
    status: 'Approved',
    receipts: [
      { day: 0, category: 'fuel', amount: '58.40', issuer: 'Galp Pombal', ...euro },
      { day: 0, category: 'tolls', amount: '22.35', issuer: 'Via Verde A1', ...euro },
      { day: 1, category: 'meals', amount: '14.90', issuer: 'Cafe Majestic', ...euro },
    ],
  },
  {
    monthsAgo: 2,
    days: 2,
    destination: 'London',
    purpose: 'Partner workshop',
    // As the migration left a trip whose text named no client: finance's 'Client not linked'.
    link: { unlinkedText: 'Northwind Ltd' },
    transport: 'plane',
    kilometres: null,
    status: 'PendingApproval',
    receipts: [
      {
        day: 0,
        category: 'lodging',
        currency: 'GBP',
        amount: '189.00',
        exchangeRate: '1.165005',
        issuer: 'Premier Inn Southwark',
      },
      {
        day: 1,
        category: 'publicTransport',
        currency: 'GBP',
        amount: '8.50',
        exchangeRate: '1.165005',
        issuer: 'Transport for London',
        picture: true,
      },
    ],
  },
  {
    monthsAgo: 1,
    days: 0,
    destination: 'Braga',
    purpose: 'Installation at the client',
    link: { client: 'Seguros do Norte' },
    transport: 'companyCar',
    kilometres: null,
    status: 'Rejected',
    receipts: [{ day: 0, category: 'parking', amount: '6.80', issuer: 'Parque Braga', ...euro }],
  },
  {
    monthsAgo: 0,
    days: 1,
    destination: 'Madrid',
    purpose: 'Conference',
    link: { client: 'Energias do Tejo' },
    transport: 'train',
    kilometres: null,
    status: 'PendingSubmission',
    receipts: [{ day: 0, category: 'publicTransport', amount: '64.00', issuer: 'Renfe', ...euro }],
  },
];

/** A receipt as a shop prints it: issuer, day and total in its text (what the suggestion reads). */
async function receiptPdf(receipt: DemoReceipt, date: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([300, 420]);
  const [year, month, day] = date.split('-');
  const lines = [
    receipt.issuer,
    `Data: ${day}/${month}/${year}`,
    `Total a pagar: ${receipt.amount.replace('.', ',')} ${receipt.currency}`,
    'A demonstration receipt.',
  ];
  lines.forEach((text, index) => {
    page.drawText(text, { x: 24, y: 380 - index * 20, size: 11, font });
  });
  return Buffer.from(await document.save());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small grey picture standing for a photographed ticket. */
function ticketPicture(): Buffer {
  const [width, height] = [48, 32];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 200)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A demo trip's link as stored: the ids of its client and project, or its old text. */
async function linkResolver(db: Executor) {
  const clients = new Map((await listClientNames(db)).map((client) => [client.name, client.id]));
  const projects = new Map(
    (await listProjectsToPick(db)).map((project) => [project.code, project]),
  );
  return (link: DemoTrip['link']) => {
    if ('unlinkedText' in link) {
      return { clientId: null, projectId: null, clientOrProject: link.unlinkedText };
    }
    const project = link.projectCode ? projects.get(link.projectCode) : undefined;
    return {
      clientId: project?.clientId ?? clients.get(link.client) ?? null,
      projectId: project?.id ?? null,
      clientOrProject: null,
    };
  };
}

/** A day early in the month `monthsAgo` months before today's (the 1st to the 3rd), plus `day`. */
function dayOf(today: string, monthsAgo: number, day: number): string {
  let month = monthOf(today);
  for (let index = 0; index < monthsAgo; index++) month = previousMonth(month);
  return addDays(`${month}-0${1 + (monthsAgo % 3)}`, day);
}

/**
 * Road trips of the first employees, one in each state over the last months, with receipts that
 * are real files in the store: PDFs whose text holds their day and total, and a picture; one
 * trip in pounds at the rate of its day.
 */
export async function seedDemoRoadTrips(
  db: Executor,
  store: FileStore,
  today: string,
): Promise<void> {
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enabled, true), sql`'employee' = any(${users.profiles})`))
    .orderBy(asc(users.email))
    .limit(CLAIMANTS);
  const linkOf = await linkResolver(db);
  for (const person of people) {
    const plan = TRIPS.map((trip) => ({ trip, start: dayOf(today, trip.monthsAgo, 0) })).filter(
      ({ start }) => start <= today,
    );
    const inserted = await insertTrips(
      db,
      plan.map(
        ({ trip, start }): NewRoadTripRow => ({
          employeeId: person.id,
          startDate: start,
          endDate: addDays(start, trip.days),
          destination: trip.destination,
          purpose: trip.purpose,
          ...linkOf(trip.link),
          transport: trip.transport,
          kilometres: trip.kilometres,
          status: trip.status,
          rejectionReason: trip.status === 'Rejected' ? REJECTION : null,
          sentAt: trip.status === 'PendingSubmission' ? null : new Date(`${start}T18:00:00Z`),
        }),
      ),
    );
    const receipts: NewTravelReceiptRow[] = [];
    for (const [index, { trip, start }] of plan.entries()) {
      for (const receipt of trip.receipts) {
        const date = addDays(start, receipt.day);
        const file = await store.store(db, {
          ownerId: person.id,
          source: receipt.picture ? ticketPicture() : await receiptPdf(receipt, date),
          originalName: `${receipt.issuer.toLowerCase().replace(/\W+/g, '-')}.${receipt.picture ? 'png' : 'pdf'}`,
          allowedTypes: ['application/pdf', 'image/png'],
          maxBytes: TRAVEL_RECEIPT_MAX_BYTES,
        });
        receipts.push({
          roadTripId: (inserted[index] as { id: string }).id,
          date,
          category: receipt.category,
          currency: receipt.currency,
          amount: receipt.amount,
          exchangeRate: receipt.exchangeRate,
          euros: eurosOf(receipt.amount, receipt.exchangeRate),
          fileId: file.id,
        });
      }
    }
    await insertReceipts(db, receipts);
  }
}

/**
 * The benchmark's road trips: every enabled employee has one trip in each month from July to
 * October 2026 with two receipts in euros (file rows owned by them, no bytes: the bench reads
 * lists). Earlier months are approved; October is a quarter each waiting for finance, approved,
 * rejected and not yet sent. Three statements, about 20,000 trips at 5,000 employees.
 */
export async function seedScaleRoadTrips(executor: Executor): Promise<void> {
  const last = `${SCALE_ROAD_TRIP_MONTH}-01`;
  // Linked like trips picked from the lists: the summary project's members name it (the bench's
  // executive summary counts their trips), everybody else one of the clients in turn.
  await executor.execute(sql`
    insert into ${roadTrips} (employee_id, start_date, end_date, destination, purpose,
      client_id, project_id, transport, kilometres, status, rejection_reason, sent_at)
    select p.id, m::date + 3, m::date + 4,
      (array['Porto', 'Braga', 'Faro', 'Madrid'])[1 + (p.n % 4)::int], 'Client visit',
      coalesce(summary.client_id, c.id), summary.id,
      case when p.n % 2 = 0 then 'ownCar' else 'train' end,
      case when p.n % 2 = 0 then 412.5 end,
      case when m::date < ${last}::date then 'Approved'
        else (array['PendingApproval', 'Approved', 'Rejected', 'PendingSubmission'])[1 + (p.n % 4)::int]
      end,
      case when m::date = ${last}::date and p.n % 4 = 2 then 'The toll receipt is missing' end,
      case when m::date < ${last}::date or p.n % 4 <> 3 then m::date + interval '5 days' end
    from (
      select id, row_number() over (order by id) as n from ${users}
      where enabled and 'employee' = any(profiles)
    ) p
    join (
      select id, row_number() over (order by name, id) - 1 as k, count(*) over () as clients
      from clients
    ) c on c.k = p.n % c.clients
    left join lateral (
      select pr.id, pr.client_id from projects pr
      join project_members pm on pm.project_id = pr.id
      where pr.code = ${SCALE_SUMMARY_PROJECT.code} and pm.user_id = p.id
      limit 1
    ) summary on true
    cross join generate_series(date '2026-07-01', ${last}::date, interval '1 month') m`);
  await executor.execute(sql`
    insert into ${files} (owner_id, original_name, media_type, size_bytes, sha256, storage_key)
    select t.employee_id, 'receipt.pdf', 'application/pdf', 1480, 'scale',
      'scale/road-trips/' || t.id || '/' || r
    from ${roadTrips} t cross join generate_series(1, 2) r`);
  await executor.execute(sql`
    insert into ${travelReceipts} (road_trip_id, date, category, currency, amount, exchange_rate,
      euros, file_id)
    select t.id, t.start_date, case when r = 1 then 'fuel' else 'meals' end,
      'EUR', 24.50, 1, 24.50, f.id
    from ${roadTrips} t
    cross join generate_series(1, 2) r
    join ${files} f on f.storage_key = 'scale/road-trips/' || t.id || '/' || r`);
}
