import type { Executor } from '../../db/database.ts';
import { insertTransportsIfAbsent } from './transports.public.ts';

/** Portugal's usual monthly passes (Lisbon and Porto areas, and the national rail pass). */
export const DEMO_TRANSPORTS = [
  {
    operator: 'Metro de Lisboa',
    passType: 'Navegante Metropolitano',
    monthlyPrice: '40.00',
    notes: 'Every operator of the 18 municipalities of the Lisbon area',
  },
  {
    operator: 'Metro de Lisboa',
    passType: 'Navegante Municipal',
    monthlyPrice: '30.00',
    notes: 'Every operator within one municipality',
  },
  {
    operator: 'CP – Comboios de Portugal',
    passType: 'Linha de Sintra (monthly)',
    monthlyPrice: '40.00',
    notes: null,
  },
  {
    operator: 'CP – Comboios de Portugal',
    passType: 'Passe Ferroviário Verde',
    monthlyPrice: '20.00',
    notes: 'Regional, InterRegional and urban trains, nationwide',
  },
  {
    operator: 'Carris',
    passType: 'Navegante Municipal Lisboa',
    monthlyPrice: '30.00',
    notes: null,
  },
  { operator: 'Fertagus', passType: 'Navegante Metropolitano', monthlyPrice: '40.00', notes: null },
  {
    operator: 'Transtejo Soflusa',
    passType: 'Navegante Metropolitano',
    monthlyPrice: '40.00',
    notes: 'River crossings of the Tagus',
  },
  {
    operator: 'STCP / Andante Porto',
    passType: 'Andante Metropolitano',
    monthlyPrice: '40.00',
    notes: 'Every zone of the Porto area',
  },
  {
    operator: 'STCP / Andante Porto',
    passType: 'Andante Municipal',
    monthlyPrice: '30.00',
    notes: null,
  },
] as const;

/** The demo catalogue; running it again leaves the entries already there as they are. */
export async function seedDemoTransports(db: Executor): Promise<void> {
  await insertTransportsIfAbsent(
    db,
    DEMO_TRANSPORTS.map((transport) => ({ ...transport })),
  );
}
