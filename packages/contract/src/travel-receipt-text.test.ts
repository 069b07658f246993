import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  amountOf,
  receiptDateIn,
  receiptTotalIn,
  suggestFromReceiptText,
} from './travel-receipt-text.ts';

describe("a receipt's text", () => {
  it('finds the first real date in day-first or ISO form', () => {
    assert.equal(receiptDateIn('Fatura FR 2026/118\nData: 03/11/2026 14:02'), '2026-11-03');
    assert.equal(receiptDateIn('Emitido 7-2-2026'), '2026-02-07');
    assert.equal(receiptDateIn('Date 2026-11-05'), '2026-11-05');
    assert.equal(receiptDateIn('on 05.11.2026'), '2026-11-05');
    assert.equal(receiptDateIn('31/02/2026 is no day\n01/03/2026'), '2026-03-01');
    assert.equal(receiptDateIn('Total 12.34'), undefined);
  });

  it('reads amounts written the Portuguese or the English way', () => {
    assert.equal(amountOf('1.234,56'), '1234.56');
    assert.equal(amountOf('1,234.56'), '1234.56');
    assert.equal(amountOf('1234,5'), '1234.50');
    assert.equal(amountOf('12.34'), '12.34');
    assert.equal(amountOf('1 234,56'), '1234.56');
    assert.equal(amountOf('12'), '12.00');
    assert.equal(amountOf('007,00'), '7.00');
  });

  it('takes the amount after the most telling total word', () => {
    assert.equal(receiptTotalIn('Subtotal 10,00\nIVA 2,30\nTOTAL A PAGAR 12,30 €'), '12.30');
    assert.equal(receiptTotalIn('Total a pagar: 1.234,56 EUR\nTotal IVA 230,00'), '1234.56');
    assert.equal(receiptTotalIn('Amount\n€ 48.90'), '48.90');
    assert.equal(receiptTotalIn('Valor: 7,5'), '7.50');
    assert.equal(receiptTotalIn('Gasóleo 30 L'), undefined);
  });

  it('suggests what it found, and nothing it did not', () => {
    assert.deepEqual(suggestFromReceiptText('Portagens A1\n02-11-2026\nTotal 3,45'), {
      date: '2026-11-02',
      total: '3.45',
    });
    assert.deepEqual(suggestFromReceiptText('Obrigado pela visita'), {});
    assert.deepEqual(suggestFromReceiptText('Total 9.99'), { total: '9.99' });
  });
});
