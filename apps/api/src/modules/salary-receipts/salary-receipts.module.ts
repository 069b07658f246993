import type { FastifyInstance } from 'fastify';
import { salaryReceiptBatchesRoutes } from './salary-receipt-batches.routes.ts';
import { salaryReceiptsRoutes } from './salary-receipts.routes.ts';

/** Salary receipts: each month's PDF per employee, published by finance through four-eyes approval. */
export async function salaryReceiptsModule(app: FastifyInstance) {
  await app.register(salaryReceiptBatchesRoutes);
  await app.register(salaryReceiptsRoutes);
}
