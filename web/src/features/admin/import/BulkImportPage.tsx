import { Alert, Button, Card, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileUp, LuListChecks, LuX } from 'react-icons/lu';
import { api } from '../../../api/client';
import { type ActionFailure, useApiAction } from '../../../api/useApiAction';
import { AdminPage } from '../../../components/AdminPage';
import { FormAlert } from '../../../components/FormAlert';
import { useRefreshApplications } from '../useApplications';
import { ImportPreview } from './ImportPreview';
import type { ImportOutcome } from './importOutcome';
import { importTexts } from './importTexts';
import { type ImportItem, parseImportCsv } from './parseImportCsv';
import { SkippedRows } from './SkippedRows';

const importCall = (items: ImportItem[], dryRun: boolean) =>
  api.admin['bulk-import-tradesmen'].$post({ json: { tradesmen: items, dryRun } });

/**
 * /admin/bulk-import (docs/product/business-side.md §2.10, §5): paste or choose a CSV, parse it,
 * see the server's dry run of the import, then import or cancel. A refusal stays on the page until
 * the next attempt; toasts only confirm.
 */
export function BulkImportPage() {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<{ items: ImportItem[]; outcome: ImportOutcome }>();
  const [result, setResult] = useState<ImportOutcome>();
  const [problem, setProblem] = useState<{ title: string; message: string }>();
  const refresh = useRefreshApplications();
  const refusal = (title: string) => (failure: ActionFailure) =>
    setProblem({ title, message: failure.message ?? importTexts.tryAgain });

  const [checkRows, isChecking] = useApiAction((items: ImportItem[]) => importCall(items, true), {
    onSuccess: (outcome, items) => setPreview({ items, outcome }),
    success: ({ created }) => ({
      title: importTexts.parsed,
      description: importTexts.parsedText(created),
    }),
    onFailure: refusal(importTexts.parseError),
  });

  const [runImport, isImporting] = useApiAction((items: ImportItem[]) => importCall(items, false), {
    onSuccess: async (outcome) => {
      setResult(outcome);
      setPreview(undefined);
      setText('');
      await refresh();
    },
    success: ({ created, total }) => ({
      title: importTexts.imported,
      description: importTexts.importedText(created, total),
    }),
    onFailure: refusal(importTexts.importFailed),
  });

  function edit(next: string) {
    setText(next);
    setPreview(undefined);
  }

  async function parse() {
    setProblem(undefined);
    setResult(undefined);
    const parsed = text.trim()
      ? await parseImportCsv(text)
      : { ok: false as const, message: importTexts.emptyText };
    if (parsed.ok) await checkRows(parsed.items);
    else setProblem({ title: importTexts.parseError, message: parsed.message });
  }

  async function importPreviewed(items: ImportItem[]) {
    setProblem(undefined);
    await runImport(items);
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
                onChange={(event) => edit(event.currentTarget.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Or choose a .csv file</Field.Label>
              <Input
                type="file"
                accept=".csv,text/csv"
                p="1.5"
                onChange={async (event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) edit(await file.text());
                }}
              />
            </Field.Root>
            <HStack gap="3" wrap="wrap">
              <Button onClick={() => void parse()} loading={isChecking} disabled={isImporting}>
                <LuListChecks aria-hidden /> Parse CSV
              </Button>
              {preview && preview.outcome.created > 0 && (
                <Button
                  colorPalette="green"
                  onClick={() => void importPreviewed(preview.items)}
                  loading={isImporting}
                >
                  <LuFileUp aria-hidden /> Import {preview.outcome.created} Tradesmen
                </Button>
              )}
              {preview && (
                <Button
                  variant="outline"
                  onClick={() => setPreview(undefined)}
                  disabled={isImporting}
                >
                  <LuX aria-hidden /> Cancel
                </Button>
              )}
            </HStack>
            {problem && <FormAlert title={problem.title} message={problem.message} />}
          </Card.Body>
        </Card.Root>
        {preview && <ImportPreview items={preview.items} outcome={preview.outcome} />}
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
                <SkippedRows title={importTexts.notImported} rows={result.skipped} />
              )}
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </AdminPage>
  );
}
