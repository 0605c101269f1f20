import { Button } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** The way back to /education at the top of an article and of the editor. */
export function BackToHub() {
  return (
    <Button asChild variant="ghost" size="sm" ms="-3" mb="6">
      <RouterLink to="/education">
        <LuArrowLeft aria-hidden /> Back to Education Hub
      </RouterLink>
    </Button>
  );
}
