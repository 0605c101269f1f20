import { Button, Center, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export interface MessagePanelProps {
  /** The page's h1, and the tab's title. */
  title: string;
  message: string;
  /** Where the one button leads, e.g. back home or back to a hub. */
  action: { label: string; to: string };
  /** An icon above the title, tinted red when it marks a refusal. */
  icon?: { as: IconType; tone: 'error' | 'muted' };
  /** A large figure above the title instead of an icon (the 404 page's '404'). */
  figure?: ReactNode;
  minH?: string;
}

/**
 * A page that stands in for another: access denied, not found, unavailable. One layout, each use
 * configured with its own words (Access Denied, Not Found and the like are thin wrappers).
 */
export function MessagePanel({
  title,
  message,
  action,
  icon,
  figure,
  minH = '60vh',
}: MessagePanelProps) {
  useDocumentTitle(title);
  return (
    <Center minH={minH} px="6" py="16">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        {icon && (
          <Icon
            as={icon.as}
            boxSize="12"
            color={icon.tone === 'error' ? 'fg.error' : 'fg.muted'}
            aria-hidden
          />
        )}
        {figure && (
          <Text fontSize="6xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1">
            {figure}
          </Text>
        )}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild mt="2">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
