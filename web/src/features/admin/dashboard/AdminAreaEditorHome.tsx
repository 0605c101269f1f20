import { Button, HStack } from '@chakra-ui/react';
import { LuBookOpen, LuPenLine } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../../components/PageSection';

/** What an editor sees at /admin: the two things their role is for. */
export function AdminAreaEditorHome() {
  return (
    <PageSection
      title="Staff Area"
      description="Write new Education Hub articles, or open an existing one from the hub to edit it."
    >
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to="/admin/articles/new">
            <LuPenLine aria-hidden /> Write an Article
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/education">
            <LuBookOpen aria-hidden /> Go to the Education Hub
          </RouterLink>
        </Button>
      </HStack>
    </PageSection>
  );
}
