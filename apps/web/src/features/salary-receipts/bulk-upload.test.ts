import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  SALARY_RECEIPT_BATCH_MESSAGES,
  type SalaryReceiptBatch,
  type SalaryReceiptBatchItem,
} from '@quadro/contract/salary-receipts';
import {
  confirmItems,
  countsText,
  createText,
  itemErrorsOf,
  PICK_OR_LEAVE_OUT,
  previewCounts,
  previewPageOf,
  previewRows,
  receiptSourceText,
  refusalText,
  unpickedErrors,
} from './bulk-upload.ts';

const ANA = { id: 'ana', name: 'Ana Ferreira' };
const JOAO = { id: 'joao', name: 'João Pereira' };

function item(id: string, changes: Partial<SalaryReceiptBatchItem> = {}): SalaryReceiptBatchItem {
  return {
    id,
    sourceName: 'payroll.pdf',
    firstPage: 1,
    lastPage: 1,
    employee: null,
    matchedBy: null,
    candidates: [],
    duplicate: null,
    file: `/api/salary-receipts/batches/b/items/${id}/file`,
    ...changes,
  };
}

function batch(
  items: SalaryReceiptBatchItem[],
  kind: SalaryReceiptBatch['kind'] = 'salary',
): SalaryReceiptBatch {
  return { id: 'b', year: 2023, month: 5, kind, status: 'Open', items };
}

const matched = (id: string, employee: { id: string; name: string }) =>
  item(id, { employee, matchedBy: 'nif' });

describe("the bulk upload's preview", () => {
  it('names the source file and its pages', () => {
    assert.equal(receiptSourceText(item('a')), 'payroll.pdf, page 1');
    assert.equal(receiptSourceText(item('a', { lastPage: 2 })), 'payroll.pdf, pages 1–2');
  });

  it('counts the matched, those to pick and those left out', () => {
    const rows = previewRows(batch([matched('a', ANA), item('b'), matched('c', JOAO)]), {
      c: { leftOut: true },
    });
    assert.deepEqual(previewCounts(rows), { matched: 1, toPick: 1, leftOut: 1 });
    assert.equal(countsText(previewCounts(rows)), '1 matched, 1 to pick, 1 left out');
    assert.equal(createText(1), 'Create 1 receipt');
    assert.equal(createText(12), 'Create 12 receipts');
  });

  it('sends only the changed items and those left out (as null)', () => {
    const rows = previewRows(batch([matched('a', ANA), item('b'), matched('c', JOAO)]), {
      a: { employeeId: 'ana' },
      b: { employeeId: 'nuno' },
      c: { employeeId: 'rita', leftOut: true },
    });
    assert.deepEqual(confirmItems(rows), [
      { id: 'b', employeeId: 'nuno' },
      { id: 'c', employeeId: null },
    ]);
  });

  it('tells every row without anyone to pick someone or leave it out', () => {
    const rows = previewRows(batch([matched('a', ANA), item('b'), item('c')]), {
      a: { employeeId: null },
      c: { leftOut: true },
    });
    assert.deepEqual(unpickedErrors(rows), { a: PICK_OR_LEAVE_OUT, b: PICK_OR_LEAVE_OUT });
  });

  it("keeps the server's duplicate warning only while the match stands", () => {
    const duplicate = SALARY_RECEIPT_BATCH_MESSAGES.duplicate;
    const items = [item('a', { employee: ANA, matchedBy: 'nif', duplicate })];
    assert.equal(previewRows(batch(items), {})[0]?.warning, duplicate);
    assert.equal(previewRows(batch(items), { a: { employeeId: 'joao' } })[0]?.warning, null);
    assert.equal(previewRows(batch(items), { a: { leftOut: true } })[0]?.warning, null);
  });

  it('warns of a second receipt of one person as picked now, except for corrections', () => {
    const twice = SALARY_RECEIPT_BATCH_MESSAGES.twice;
    const items = [
      matched('a', ANA),
      item('b', { employee: ANA, matchedBy: 'name', duplicate: twice }),
    ];
    assert.deepEqual(
      previewRows(batch(items), {}).map((row) => row.warning),
      [null, twice],
    );
    assert.deepEqual(
      previewRows(batch(items), { a: { leftOut: true } }).map((row) => row.warning),
      [null, null],
    );
    assert.deepEqual(
      previewRows(batch(items), { b: { employeeId: 'joao' } }).map((row) => row.warning),
      [null, null],
    );
    assert.deepEqual(
      previewRows(batch([matched('a', ANA), item('c')]), { c: { employeeId: 'ana' } }).map(
        (row) => row.warning,
      ),
      [null, twice],
    );
    assert.deepEqual(
      previewRows(batch(items, 'correction'), {}).map((row) => row.warning),
      [null, null],
    );
  });

  it("puts the server's items.{n}.employeeId refusals on the n-th item", () => {
    const rows = batch([matched('a', ANA), matched('b', ANA)]);
    const body = {
      message: SALARY_RECEIPT_BATCH_MESSAGES.twice,
      fields: [
        { field: 'items.1.employeeId', message: SALARY_RECEIPT_BATCH_MESSAGES.twice },
        { field: 'items.7.employeeId', message: 'out of range' },
        { field: 'file', message: 'elsewhere' },
      ],
    };
    assert.deepEqual(itemErrorsOf(rows, body), { b: SALARY_RECEIPT_BATCH_MESSAGES.twice });
    assert.deepEqual(itemErrorsOf(rows, { message: 'Batch not found' }), {});
    assert.deepEqual(itemErrorsOf(rows, undefined), {});
  });

  it('finds the page of an item and names a refused file once', () => {
    assert.equal(previewPageOf(0), 1);
    assert.equal(previewPageOf(49), 1);
    assert.equal(previewPageOf(50), 2);
    assert.equal(
      refusalText('notes.pdf', 'notes.pdf: The receipt must be a PDF'),
      'notes.pdf: The receipt must be a PDF',
    );
    assert.equal(refusalText('a.pdf', 'Could not connect'), 'a.pdf: Could not connect');
  });
});
