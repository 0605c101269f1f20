import { HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuGlobe, LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import type { Tradesman } from '../../entities/tradesman/useTradesman';

interface ContactLine {
  icon: IconType;
  label: string;
  text: string;
  href?: string;
}

function contactLines(tradesman: Tradesman): ContactLine[] {
  const { contactEmail, contactPhone, website, businessAddress } = tradesman;
  const lines: ContactLine[] = [];
  if (contactEmail) {
    lines.push({
      icon: LuMail,
      label: 'Email',
      text: contactEmail,
      href: `mailto:${contactEmail}`,
    });
  }
  if (contactPhone) {
    const dialable = contactPhone.replace(/[^\d+]/g, '');
    lines.push({ icon: LuPhone, label: 'Phone', text: contactPhone, href: `tel:${dialable}` });
  }
  if (website) {
    const text = website.replace(/^https?:\/\//, '').replace(/\/$/, '');
    lines.push({ icon: LuGlobe, label: 'Website', text, href: website });
  }
  if (businessAddress) lines.push({ icon: LuMapPin, label: 'Address', text: businessAddress });
  return lines;
}

/** Email, phone, website and address, each as a link where one makes sense. */
export function ProfileContact({ tradesman }: { tradesman: Tradesman }) {
  const lines = contactLines(tradesman);
  if (lines.length === 0) {
    return <Text color="fg.muted">No contact details listed yet: request a quote instead.</Text>;
  }
  return (
    <Stack as="ul" gap="2.5" listStyle="none">
      {lines.map((line) => (
        <HStack as="li" key={line.label} gap="3" align="start">
          <Icon as={line.icon} boxSize="4" mt="1" color="colorPalette.fg" aria-hidden />
          <Text as="span" srOnly>
            {line.label}:
          </Text>
          {line.href ? (
            <Link
              href={line.href}
              colorPalette="green"
              variant="underline"
              wordBreak="break-word"
              {...(line.label === 'Website' && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {line.text}
            </Link>
          ) : (
            <Text>{line.text}</Text>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
