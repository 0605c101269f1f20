import { Alert, Button, Card, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileUp, LuListChecks, LuX } from 'react-icons/lu';
import { api } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { AdminPage } from '../../../components/AdminPage';
import { showToast } from '../../../lib/toaster';
import { useRefreshApplications } from '../useApplications';
import { ImportPreview, SkippedRows } from './ImportPreview';
import { importTexts } from './importTexts';
import { type ParsedImport, parseImportCsv } from './parseImportCsv';

type Parsed = Extract<ParsedImport, { ok: true }>;

/**
 * /admin/bulk-import (docs/product/business-side.md §2.10): paste or choose a CSV, parse, preview,
 * import or cancel.
 */
export function BulkImportPage() {
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<Parsed>();
  const refresh = useRefreshApplications();

  const [parse, isParsing] = useApiAction(() => parseImportCsv(text), {
    onSuccess: (result) => {
      if (!result.ok) throw new Error(result.message);
      setParsed(result);
    },
    success: (result) => ({
      title: importTexts.parsed,
      description: importTexts.parsedText(result.ok ? result.items.length : 0),
    }),
    failure: ({ error }) => ({
      title: importTexts.parseError,
      description: error instanceof Error ? error.message : String(error),
    }),
  });

  const [runImport, isImporting] = useApiAction(
    (items: Parsed['items']) =>
      api.admin['bulk-import-tradesmen'].$post({ json: { tradesmen: items } }),
    {
      onSuccess: async () => {
        setParsed(undefined);
        setText('');
        await refresh();
      },
      success: ({ created, total }) => ({
        title: importTexts.imported,
        description: importTexts.importedText(created, total),
      }),
      failure: { title: importTexts.importFailed, description: 'Please try again.' },
    },
  );
  const [result, setResult] = useState<Awaited<ReturnType<typeof runImport>>>();

  async function importParsed() {
    if (!parsed || parsed.items.length === 0) {
      showToast({ type: 'error', title: importTexts.noData, description: importTexts.noDataText });
      return;
    }
    setResult(await runImport(parsed.items));
  }

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    setText(await file.text());
    setParsed(undefined);
  }

  return (
    <AdminPage
      title="Bulk Import"
      description="Add many tradesmen at once: paste CSV with the columns name, site.company_insights.description, email_2 and phone, check the preview, then import."
    >
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <Field.Root>
              <Field.Label>CSV data</Field.Label>
              <Textarea
                rows={8}
                fontFamily="mono"
                fontSize="sm"
                value={text}
                placeholder="name,site.company_insights.description,email_2,phone"
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setParsed(undefined);
                }}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Or choose a .csv file</Field.Label>
              <Input
                type="file"
                accept=".csv,text/csv"
                p="1.5"
                onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
              />
            </Field.Root>
            <HStack gap="3" wrap="wrap">
              <Button
                onClick={() =>
                  text.trim()
                    ? void parse()
                    : showToast({
                        type: 'error',
                        title: importTexts.parseError,
                        description: importTexts.emptyText,
                      })
                }
                loading={isParsing}
              >
                <LuListChecks aria-hidden /> Parse CSV
              </Button>
              <Button
                colorPalette="green"
                onClick={() => void importParsed()}
                loading={isImporting}
              >
                <LuFileUp aria-hidden />
                {parsed ? `Import ${parsed.items.length} Tradesmen` : 'Import'}
              </Button>
              {parsed && (
                <Button
                  variant="outline"
                  onClick={() => setParsed(undefined)}
                  disabled={isImporting}
                >
                  <LuX aria-hidden /> Cancel
                </Button>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
        {parsed && <ImportPreview items={parsed.items} refused={parsed.refused} />}
        {result && (
          <Alert.Root
            status={result.skipped.length > 0 ? 'warning' : 'success'}
            role="region"
            aria-label="Import result"
          >
            <Alert.Indicator />
            <Alert.Content gap="3">
              <Alert.Title>{importTexts.importedText(result.created, result.total)}</Alert.Title>
              {result.skipped.length > 0 && (
                <SkippedRows title="Skipped rows" rows={result.skipped} />
              )}
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </AdminPage>
  );
}
