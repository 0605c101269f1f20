import { Badge, Button, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuExternalLink, LuPencil, LuX } from 'react-icons/lu';
import { findCredentialScheme } from '#schema/credential-schemes';
import { type CredentialCorrection, credentialMessages } from '#schema/rules/credentials';
import { useApiAction } from '../../../api/useApiAction';
import { FormField } from '../../../components/FormField';
import { ChoiceGroupField } from '../../../components/form/ChoiceGroupField';
import { formatDate } from '../../../lib/formatDate';
import { openPrivateFile } from '../../../lib/openPrivateFile';
import { queueTexts } from './credentialQueueTexts';
import type { QueuedCredential, useCredentialDecisions } from './useCredentialQueue';

type Decisions = ReturnType<typeof useCredentialDecisions>;

function RejectForm({ credential, decisions, onClose }: Props & { onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [reject, isRejecting] = decisions.reject;
  return (
    <Stack gap="2">
      <FormField label={queueTexts.reason} error={error} required>
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          rows={2}
        />
      </FormField>
      <HStack gap="2">
        <Button
          size="sm"
          colorPalette="red"
          loading={isRejecting}
          onClick={async () => {
            if (!reason.trim()) return setError(credentialMessages.reason);
            if (await reject(credential.id, reason)) onClose();
          }}
        >
          {queueTexts.rejectConfirm}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {queueTexts.cancel}
        </Button>
      </HStack>
    </Stack>
  );
}

function CorrectForm({ credential, decisions, onClose }: Props & { onClose: () => void }) {
  const scheme = findCredentialScheme(credential.scheme);
  const [number, setNumber] = useState(credential.number);
  const [scopes, setScopes] = useState<CredentialCorrection['scopes']>(
    credential.scopes as CredentialCorrection['scopes'],
  );
  const [expiresOn, setExpiresOn] = useState(credential.expiresOn ?? '');
  const [correct, isCorrecting] = decisions.correct;
  const idBase = `correct-${credential.id}`;
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" align="end">
        <FormField label="Number">
          <Input
            id={`${idBase}-number`}
            value={number}
            onChange={(event) => setNumber(event.currentTarget.value)}
          />
        </FormField>
        <FormField label="Expiry date">
          <Input
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.currentTarget.value)}
          />
        </FormField>
      </HStack>
      {scheme && scheme.scopes.length > 0 && (
        <ChoiceGroupField
          legend="Scopes"
          name={`${idBase}-scopes`}
          options={scheme.scopes.map((scope) => ({ value: scope.id, label: scope.label }))}
          value={scopes ?? []}
          onValueChange={(chosen) => setScopes(chosen as CredentialCorrection['scopes'])}
        />
      )}
      <HStack gap="2">
        <Button
          size="sm"
          loading={isCorrecting}
          onClick={async () => {
            const corrected = await correct(credential.id, {
              number,
              expiresOn,
              ...(scheme && scheme.scopes.length > 0 ? { scopes } : {}),
            });
            if (corrected) onClose();
          }}
        >
          {queueTexts.correctSave}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {queueTexts.cancel}
        </Button>
      </HStack>
    </Stack>
  );
}

interface Props {
  credential: QueuedCredential;
  decisions: Decisions;
}

/** One credential to check: the trade, the scheme and number, the register and the proof. */
export function CredentialQueueItem({ credential, decisions }: Props) {
  const [open, setOpen] = useState<'reject' | 'correct' | null>(null);
  const [verify, isVerifying] = decisions.verify;
  const document = credential.document;
  const [view, isOpening] = useApiAction(() => openPrivateFile(document?.key ?? ''), {
    failure: { title: queueTexts.openFailed },
  });
  const heading = `${credential.listingName}: ${credential.name}`;
  return (
    <Stack as="li" aria-label={heading} gap="3" borderWidth="1px" borderRadius="l2" p="4">
      <HStack justify="space-between" gap="3" wrap="wrap" align="start">
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold">{heading}</Text>
          <Text fontSize="sm">
            {credential.insurer ? `${credential.insurer}, policy ` : 'No. '}
            <Text as="span" fontFamily="mono">
              {credential.number}
            </Text>
            {credential.coverAmount
              ? ` · cover £${credential.coverAmount.toLocaleString('en-GB')}`
              : ''}
          </Text>
          {credential.scopeLabels.length > 0 && (
            <Text fontSize="sm">{credential.scopeLabels.join(', ')}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {credential.expiresOn
              ? `Expires ${formatDate(credential.expiresOn)}`
              : 'No expiry date'}
            {credential.checkedAt ? ` · checked ${formatDate(credential.checkedAt)}` : ''}
          </Text>
          {credential.rejectionReason && (
            <Text fontSize="sm" color="fg.error">
              Rejected: {credential.rejectionReason}
            </Text>
          )}
        </Stack>
        <Badge colorPalette={credential.status === 'verified' ? 'green' : 'gray'}>
          {credential.status}
        </Badge>
      </HStack>
      <HStack gap="2" wrap="wrap">
        {credential.registerUrl ? (
          <Button asChild size="sm" variant="outline">
            <Link href={credential.registerUrl} target="_blank" rel="noopener noreferrer">
              <LuExternalLink aria-hidden /> {queueTexts.register}
              <Text as="span" srOnly>
                {' '}
                ({credential.name}, opens in a new tab)
              </Text>
            </Link>
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {queueTexts.noRegister}
          </Text>
        )}
        {document ? (
          <Button size="sm" variant="outline" loading={isOpening} onClick={() => void view()}>
            <LuExternalLink aria-hidden /> {queueTexts.document}: {document.name}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {queueTexts.noDocument}
          </Text>
        )}
      </HStack>
      <HStack gap="2" wrap="wrap">
        {(credential.status === 'pending' || credential.status === 'rejected') && (
          <Button
            size="sm"
            colorPalette="green"
            loading={isVerifying}
            onClick={() => void verify(credential.id)}
            aria-label={`${queueTexts.verify} ${heading}`}
          >
            <LuCheck aria-hidden /> {queueTexts.verify}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(open === 'correct' ? null : 'correct')}
          aria-expanded={open === 'correct'}
          aria-label={`${queueTexts.correct} ${heading}`}
        >
          <LuPencil aria-hidden /> {queueTexts.correct}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => setOpen(open === 'reject' ? null : 'reject')}
          aria-expanded={open === 'reject'}
          aria-label={`${queueTexts.reject} ${heading}`}
        >
          <LuX aria-hidden /> {queueTexts.reject}
        </Button>
      </HStack>
      {open === 'reject' && (
        <RejectForm credential={credential} decisions={decisions} onClose={() => setOpen(null)} />
      )}
      {open === 'correct' && (
        <CorrectForm credential={credential} decisions={decisions} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
