import { describe, expect, it } from 'vitest';
import { importCsvMessages } from '#schema/rules';
import { parseImportCsv } from './parseImportCsv';

const header = 'name,site.company_insights.description,email_2,phone';

describe('parsing an import CSV', () => {
  it('maps the import columns, drops rows without a name and refuses bad e-mails', async () => {
    const parsed = await parseImportCsv(
      [
        header,
        'Herts Solar,"Solar, batteries",info@herts-solar.example,01727 000001',
        ',No name here,x@example.com,1',
        'Bad Mail Ltd,Insulation,not-an-email,2',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      ok: true,
      items: [
        {
          name: 'Herts Solar',
          description: 'Solar, batteries',
          contactEmail: 'info@herts-solar.example',
          contactPhone: '01727 000001',
        },
      ],
      refused: [{ row: 3, name: 'Bad Mail Ltd', reason: 'E-mail is not a valid address' }],
    });
  });

  it("refuses a description with a control character with the server's message", async () => {
    const parsed = await parseImportCsv(
      [header, 'Bell Heat,Heat pumps\u0007 and solar,info@bell-heat.example,01727 000002'].join(
        '\n',
      ),
    );
    expect(parsed).toEqual({
      ok: true,
      items: [],
      refused: [
        {
          row: 1,
          name: 'Bell Heat',
          reason: 'Must not contain control characters other than line breaks and tabs',
        },
      ],
    });
  });

  it("needs a data row and the required columns, with the product's messages", async () => {
    expect(await parseImportCsv(header)).toEqual({
      ok: false,
      message: importCsvMessages.tooShort,
    });
    expect(await parseImportCsv('name,email\nA,a@example.com')).toEqual({
      ok: false,
      message: importCsvMessages.missingColumns,
    });
  });
});
