import { Button, Card, Heading, HStack, Icon, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { dataTexts } from './accountPageTexts';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Account deletion, set apart in red so it is not mistaken for the other settings. */
export function DangerZoneCard() {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <Card.Root as="section" aria-label={dataTexts.dangerTitle} borderColor="border.error">
      <Card.Header>
        <HStack gap="2">
          <Icon as={LuTriangleAlert} color="fg.error" aria-hidden />
          <Heading as="h2" size="md">
            {dataTexts.dangerTitle}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">{dataTexts.dangerIntro}</Text>
        <Button alignSelf="start" colorPalette="red" onClick={() => setIsAsking(true)}>
          {dataTexts.deleteButton}
        </Button>
      </Card.Body>
      <DeleteAccountDialog open={isAsking} onClose={() => setIsAsking(false)} />
    </Card.Root>
  );
}
