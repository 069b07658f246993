import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createReceiptMatcher, nifsIn, plainWords, receiptsOfPages } from './receipt-matcher.ts';

const people = [
  { id: 'ana', name: 'Ana Ferreira', taxNumber: '123456789', email: 'employee@example.com' },
  { id: 'joao', name: 'João Pereira', taxNumber: '287654320', email: 'joao.pereira@example.com' },
  { id: 'ana-costa', name: 'Ana Ferreira Costa', taxNumber: null, email: 'afc@example.com' },
  { id: 'rui', name: 'Rui Lopes', taxNumber: null, email: 'rui.lopes@example.com' },
  { id: 'rui-2', name: 'Rui  Lopes', taxNumber: null, email: 'rui.lopes2@example.com' },
];
const match = createReceiptMatcher(people);

describe('receipt matcher', () => {
  it('reads only NIFs with a valid check digit, spaced or not, never inside longer numbers', () => {
    assert.deepEqual(nifsIn('NIF 123 456 789; IBAN PT50000201231234567890154; 123456780'), [
      '123456789',
    ]);
    assert.equal(plainWords('  João  PEREIRA-Lopes '), 'joao pereira lopes');
  });

  it('matches by the NIF in the text first, ignoring NIFs of nobody (the company)', () => {
    assert.deepEqual(
      match({ text: 'Quadro NIPC 500000000 — Rui Lopes — NIF 287654320', fileName: 'a.pdf' }),
      { kind: 'matched', employeeId: 'joao', by: 'nif' },
    );
  });

  it("then by a NIF or an e-mail in the file's name", () => {
    assert.deepEqual(match({ text: 'no one', fileName: 'recibo_123456789_2026-10.pdf' }), {
      kind: 'matched',
      employeeId: 'ana',
      by: 'file-name',
    });
    assert.deepEqual(match({ text: '', fileName: 'Joao.Pereira@example.com.pdf' }), {
      kind: 'matched',
      employeeId: 'joao',
      by: 'file-name',
    });
  });

  it('then by the full name, accents and case ignored, the longest name winning', () => {
    assert.deepEqual(match({ text: 'Colaborador: JOAO PEREIRA', fileName: 'x.pdf' }), {
      kind: 'matched',
      employeeId: 'joao',
      by: 'name',
    });
    assert.deepEqual(match({ text: 'Colaboradora: Ana Ferreira Costa', fileName: 'x.pdf' }), {
      kind: 'matched',
      employeeId: 'ana-costa',
      by: 'name',
    });
    assert.deepEqual(match({ text: 'Rui Lopes', fileName: 'x.pdf' }), {
      kind: 'ambiguous',
      candidateIds: ['rui', 'rui-2'],
    });
    assert.deepEqual(match({ text: 'Anabela Ferreirinha', fileName: 'x.pdf' }), {
      kind: 'unmatched',
    });
  });

  it("makes one receipt of a person's consecutive pages", () => {
    const pages = [
      match({ text: 'NIF 123456789 page 1', fileName: 'all.pdf' }),
      match({ text: 'NIF 123456789 page 2', fileName: 'all.pdf' }),
      match({ text: 'NIF 287654320', fileName: 'all.pdf' }),
      match({ text: 'nobody', fileName: 'all.pdf' }),
      match({ text: 'nobody again', fileName: 'all.pdf' }),
      match({ text: 'NIF 123456789', fileName: 'all.pdf' }),
    ];
    assert.deepEqual(
      receiptsOfPages(pages).map((receipt) => [
        receipt.firstPage,
        receipt.lastPage,
        receipt.match.kind === 'matched' ? receipt.match.employeeId : receipt.match.kind,
      ]),
      [
        [1, 2, 'ana'],
        [3, 3, 'joao'],
        [4, 4, 'unmatched'],
        [5, 5, 'unmatched'],
        [6, 6, 'ana'],
      ],
    );
  });
});
