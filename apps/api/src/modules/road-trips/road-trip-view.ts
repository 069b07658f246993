import type { ApprovalStatus } from '@quadro/contract/approval';
import { isApprovalEditable } from '@quadro/contract/approval';
import { endpointUrl } from '@quadro/contract/endpoint';
import { roadTripTotal } from '@quadro/contract/road-trip-rules';
import type {
  RoadTrip,
  RoadTripTransport,
  TravelReceipt,
  TravelReceiptCategory,
} from '@quadro/contract/road-trips';
import { ROAD_TRIPS_ENDPOINTS } from '@quadro/contract/road-trips.endpoints';
import type { RoadTripWithEmployee } from './road-trips.repository.ts';
import type { TravelReceiptRow } from './road-trips.schema.ts';
import type { LinkNames } from './trip-link-names.ts';

export interface ReceiptWithFile {
  receipt: TravelReceiptRow;
  fileName: string;
  mediaType: string;
}

export const receiptFilePath = (id: string) =>
  endpointUrl(ROAD_TRIPS_ENDPOINTS.receiptFile, { query: { id } });

function toReceipt({ receipt, fileName, mediaType }: ReceiptWithFile): TravelReceipt {
  return {
    id: receipt.id,
    date: receipt.date,
    category: receipt.category as TravelReceiptCategory,
    currency: receipt.currency,
    amount: receipt.amount,
    exchangeRate: receipt.exchangeRate,
    euros: receipt.euros,
    file: receiptFilePath(receipt.id),
    fileName,
    mediaType,
  };
}

const linked = (id: string | null, names: ReadonlyMap<string, string>) =>
  id ? { id, name: names.get(id) ?? '' } : null;

export function toRoadTrip(
  { trip, employee }: RoadTripWithEmployee,
  receipts: readonly ReceiptWithFile[],
  names: LinkNames,
): RoadTrip {
  return {
    id: trip.id,
    employee,
    startDate: trip.startDate,
    endDate: trip.endDate,
    destination: trip.destination,
    purpose: trip.purpose,
    client: linked(trip.clientId, names.clients),
    project: linked(trip.projectId, names.projects),
    unlinkedClientOrProject: trip.clientId ? null : trip.clientOrProject,
    transport: trip.transport as RoadTripTransport,
    kilometres: trip.kilometres,
    status: trip.status as ApprovalStatus,
    rejectionReason: trip.rejectionReason,
    sentAt: trip.sentAt?.toISOString() ?? null,
    editable: isApprovalEditable(trip.status),
    receipts: receipts.map(toReceipt),
    total: roadTripTotal(receipts.map(({ receipt }) => receipt.euros)),
    createdAt: trip.createdAt.toISOString(),
  };
}

/** Each trip with its receipts, from one query of receipts for them all. */
export function groupReceipts(receipts: readonly ReceiptWithFile[]) {
  const byTrip = new Map<string, ReceiptWithFile[]>();
  for (const item of receipts) {
    const list = byTrip.get(item.receipt.roadTripId) ?? [];
    list.push(item);
    byTrip.set(item.receipt.roadTripId, list);
  }
  return (tripId: string) => byTrip.get(tripId) ?? [];
}
