import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { credentialSchemes, findCredentialScheme } from '#schema/credential-schemes';
import { credentialRules } from '#schema/rules/credentials';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { ChoiceGroupField } from '../../components/form/ChoiceGroupField';
import { useForm } from '../../components/form/useForm';
import { SelectField } from '../../components/SelectField';
import { credentialTexts } from './credentialTexts';
import { DocumentUploadButton } from './DocumentUploadButton';
import { useRecordCredential } from './useRecordCredential';
import { useVerificationDocuments } from './useVerificationDocuments';

const emptyValues = {
  scheme: '',
  number: '',
  scopes: [] as string[],
  expiresOn: '',
  documentId: '',
  insurer: '',
  coverAmount: '',
};

const schemeOptions = credentialSchemes.map((scheme) => ({ value: scheme.id, label: scheme.name }));

/**
 * Records one credential (docs/product/business-side.md §10.1): scheme, number with the scheme's
 * hint, the scopes it covers, expiry date, insurer and cover for insurance, and the uploaded
 * document that proves it. Checked with the same rule as the API; a refusal stays on the form.
 */
export function CredentialForm({
  tradesmanId,
  withUpload,
}: {
  tradesmanId: number;
  /** The upload button, unless the page has its own (the registration status page). */
  withUpload: boolean;
}) {
  const form = useForm(credentialRules, emptyValues);
  const documents = useVerificationDocuments(tradesmanId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [record, isRecording] = useRecordCredential(() => {
    setServerError(null);
    form.reset();
  }, setServerError);
  const { errors, values } = form;
  const scheme = findCredentialScheme(values.scheme);

  return (
    <Stack asChild gap="5">
      <form
        noValidate
        aria-label="Record a credential"
        onSubmit={form.submit((input) => {
          setServerError(null);
          void record(input);
        })}
      >
        {serverError && <FormAlert message={serverError} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SelectField
            label={credentialTexts.scheme}
            name="scheme"
            first={{ label: credentialTexts.choose, disabled: true }}
            options={schemeOptions}
            value={values.scheme}
            onChange={(chosen) => {
              form.setField('scheme', chosen);
              form.setField('scopes', []);
            }}
            error={errors.scheme}
            required
          />
          <FormField
            label={credentialTexts.number}
            error={errors.number}
            helperText={scheme?.numberHint}
            required
          >
            <Input {...form.field('number')} autoComplete="off" />
          </FormField>
        </SimpleGrid>
        {scheme && scheme.scopes.length > 0 && (
          <ChoiceGroupField
            legend={credentialTexts.scopes}
            name="scopes"
            options={scheme.scopes.map((scope) => ({ value: scope.id, label: scope.label }))}
            value={values.scopes}
            onValueChange={(chosen) => form.setField('scopes', chosen)}
            error={errors.scopes}
          />
        )}
        {scheme?.insurance && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={credentialTexts.insurer} error={errors.insurer} required>
              <Input {...form.field('insurer')} autoComplete="organization" />
            </FormField>
            <FormField label={credentialTexts.coverAmount} error={errors.coverAmount} required>
              <Input {...form.field('coverAmount')} inputMode="numeric" placeholder="2000000" />
            </FormField>
          </SimpleGrid>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={credentialTexts.expiresOn} error={errors.expiresOn} required>
            <Input {...form.field('expiresOn')} type="date" />
          </FormField>
          <SelectField
            label={credentialTexts.document}
            name="documentId"
            first={{ value: '', label: credentialTexts.noDocument }}
            options={(documents.data ?? []).map((document) => ({
              value: String(document.id),
              label: document.documentName,
            }))}
            value={values.documentId}
            onChange={(chosen) => form.setField('documentId', chosen)}
            error={errors.documentId}
          />
        </SimpleGrid>
        {withUpload && <DocumentUploadButton tradesmanId={tradesmanId} />}
        <Button
          type="submit"
          alignSelf="start"
          loading={isRecording}
          loadingText={credentialTexts.saving}
        >
          {credentialTexts.save}
        </Button>
      </form>
    </Stack>
  );
}
