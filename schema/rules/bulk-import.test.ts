import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import {
  bulkImportRules,
  checkImportRows,
  type ImportItems,
  importMessages,
  importRowFromCsv,
  importRowRules,
} from './index';

describe('the bulk-import row rule shared by the preview and the server', () => {
  it('fills the import defaults and cuts the description to 500 characters', () => {
    const row = v.parse(importRowRules, {
      ...importRowFromCsv(
        {
          name: ' Green Co ',
          email_2: 'Info@Green.co',
          phone: '',
          'site.company_insights.description': '',
        },
        2,
      ),
    });
    expect(row).toEqual({
      name: 'Green Co',
      description: 'Environmental consultancy services',
      services: ['Energy Efficient Assessments for Retrofit'],
      location: 'Hertfordshire',
      credentials: [],
      contactEmail: 'info@green.co',
      contactPhone: '',
      logoUrl: '',
      verificationNotes: '',
    });
    expect(
      v.parse(importRowRules, { name: 'A', description: 'y'.repeat(700) }).description,
    ).toHaveLength(500);
  });

  it('drop a plan and billing the row names: an import never grants a paid plan', () => {
    const row = v.parse(importRowRules, { name: 'A', plan: 'premium', billing: 'annual' });
    expect(row).not.toHaveProperty('plan');
    expect(row).not.toHaveProperty('billing');
  });

  it('hold descriptions and notes to the multi-line text rules', () => {
    const message = 'Must not contain control characters other than line breaks and tabs';
    expect(firstMessage(importRowRules, { name: 'A', description: 'Heat\u0000pumps' })).toBe(
      message,
    );
    expect(firstMessage(importRowRules, { name: 'A', verificationNotes: 'Seen\u0085' })).toBe(
      message,
    );
    expect(
      v.parse(importRowRules, {
        name: 'A',
        description: ' Heat\r\n\tpumps ',
        verificationNotes: 'a\nb',
      }),
    ).toMatchObject({ description: 'Heat\n\tpumps', verificationNotes: 'a\nb' });
  });

  it('allows a missing e-mail but refuses a malformed one and a nameless row', () => {
    expect(v.parse(importRowRules, { name: 'A', contactEmail: '' }).contactEmail).toBeNull();
    expect(v.safeParse(importRowRules, { name: 'A', contactEmail: 'nope' }).success).toBe(false);
    expect(v.safeParse(importRowRules, { name: ' ' }).success).toBe(false);
  });

  const markup = 'Names cannot contain < or >';
  const formula = 'Names cannot start with =, +, -, @';
  it.each([
    ['Herts Solar & Sons (2024) Ltd', undefined],
    ['A-1 Insulation', undefined],
    ['Smith+Co Lofts', undefined],
    ['info@ Heat', undefined],
    ['', 'Name is required'],
    ['<b>Bold Heat</b>', markup],
    ['<script>alert(1)</script>', markup],
    ['Heat > Cold', markup],
    ['=HYPERLINK("http://evil.example","Solar")', formula],
    ['  =1+2', formula],
    ['+44 Solar', formula],
    ['-Minus Lofts', formula],
    ['@SUM(A1)', formula],
    ['\t=1+2', formula],
  ])('name %j: %s', (name, message) => {
    expect(firstMessage(importRowRules, { name })).toBe(message);
  });
});

const item = (
  row: number,
  name: string,
  email = `${name.split(' ')[0]?.toLowerCase()}@example.com`,
) => importRowFromCsv({ name, email_2: email }, row);

describe('sorting an import by the rules, the same for the preview and the import', () => {
  it('keeps each row by its row number in the file and names the first of two duplicates', () => {
    const items: ImportItems = [
      item(2, 'Herts Solar'),
      item(3, '=HYPERLINK("http://evil.example")', 'evil@example.com'),
      item(5, ''),
      item(7, 'HERTS SOLAR', 'Herts@Example.com'),
      item(8, 'Herts Solar', 'other@example.com'),
    ];
    const { accepted, refused, invalid, duplicatesInFile } = checkImportRows(items);
    expect(accepted.map(({ row, data }) => [row, data.name])).toEqual([
      [2, 'Herts Solar'],
      [8, 'Herts Solar'],
    ]);
    expect(refused).toEqual([
      { row: 3, name: '=HYPERLINK("http://evil.example")', reason: importMessages.nameFormula },
      { row: 5, name: '', reason: importMessages.name },
      { row: 7, name: 'HERTS SOLAR', reason: 'Same name and e-mail as row 2 of this file' },
    ]);
    expect({ invalid, duplicatesInFile }).toEqual({ invalid: 2, duplicatesInFile: 1 });
  });
});

describe('the import request', () => {
  const rows = (count: number) =>
    Array.from({ length: count }, (_, index) => item(index + 2, `Firm ${index}`));

  it.each([
    ['5,000 rows', rows(5000), undefined],
    ['5,001 rows', rows(5001), importMessages.tooMany],
    ['no rows', [], importMessages.empty],
    ['a row without its row number', [{ name: 'A' }], importMessages.rowNumbers],
    ['the header row as a data row', [item(1, 'A')], importMessages.rowNumbers],
    ['rows out of order', [item(3, 'A'), item(2, 'B')], importMessages.rowNumbers],
    ['a row number twice', [item(2, 'A'), item(2, 'B')], importMessages.rowNumbers],
  ])('%s', (_case, tradesmen, message) => {
    expect(firstMessage(bulkImportRules, { tradesmen })).toBe(message);
  });

  it('is an import unless it says it is a dry run', () => {
    expect(v.parse(bulkImportRules, { tradesmen: [item(2, 'A')] }).dryRun).toBe(false);
    expect(v.parse(bulkImportRules, { tradesmen: [item(2, 'A')], dryRun: true }).dryRun).toBe(true);
  });
});
