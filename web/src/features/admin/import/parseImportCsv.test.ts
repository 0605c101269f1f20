import { describe, expect, it } from 'vitest';
import { importCsvMessages } from '#schema/rules';
import { parseImportCsv } from './parseImportCsv';

const header = 'name,site.company_insights.description,email_2,phone';

describe('parsing an import CSV', () => {
  it('maps the import columns and numbers each row as the file does, the header being row 1', async () => {
    const parsed = await parseImportCsv(
      [
        '',
        header,
        'Herts Solar,"Solar, batteries",info@herts-solar.example,01727 000001',
        '',
        ',No name here,x@example.com,1',
        'Bell Heat,"Heat pumps',
        'and solar",info@bell-heat.example,01727 000002',
        ',,,',
        'Bad Mail Ltd,Insulation,not-an-email,2',
        '',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      ok: true,
      items: [
        {
          row: 2,
          name: 'Herts Solar',
          description: 'Solar, batteries',
          contactEmail: 'info@herts-solar.example',
          contactPhone: '01727 000001',
        },
        {
          row: 4,
          name: '',
          description: 'No name here',
          contactEmail: 'x@example.com',
          contactPhone: '1',
        },
        {
          row: 5,
          name: 'Bell Heat',
          description: 'Heat pumps\nand solar',
          contactEmail: 'info@bell-heat.example',
          contactPhone: '01727 000002',
        },
        {
          row: 7,
          name: 'Bad Mail Ltd',
          description: 'Insulation',
          contactEmail: 'not-an-email',
          contactPhone: '2',
        },
      ],
    });
  });

  it('names the row of an unclosed quote by its row in the file', async () => {
    expect(
      await parseImportCsv([header, 'A,ok,a@example.com,1', 'B,"open,b@example.com,2'].join('\n')),
    ).toEqual({
      ok: false,
      message: 'Row 3: Quoted field unterminated',
    });
  });

  it("needs a data row and the required columns, with the product's messages", async () => {
    expect(await parseImportCsv(header)).toEqual({
      ok: false,
      message: importCsvMessages.tooShort,
    });
    expect(await parseImportCsv(`${header}\n,,,\n`)).toEqual({
      ok: false,
      message: importCsvMessages.tooShort,
    });
    expect(await parseImportCsv('name,email\nA,a@example.com')).toEqual({
      ok: false,
      message: importCsvMessages.missingColumns,
    });
  });
});
