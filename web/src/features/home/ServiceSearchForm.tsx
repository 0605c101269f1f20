import { Button, Field, Input, Stack } from '@chakra-ui/react';
import type { SubmitEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { PlaceInput } from '../../components/PlaceInput';
import { directorySearchPath } from './directorySearchPath';

export function ServiceSearchForm() {
  const navigate = useNavigate();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(directorySearchPath(String(form.get('q') ?? ''), String(form.get('location') ?? '')));
  }

  return (
    <Stack
      asChild
      direction={{ base: 'column', md: 'row' }}
      align={{ md: 'flex-end' }}
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      rounded="2xl"
      shadow="md"
      p={{ base: 5, md: 6 }}
      w="full"
    >
      {/* A plain GET to the directory until the app runs, whose results the Worker renders. */}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to happy-dom */}
      <form
        role="search"
        aria-label="Find a service"
        action="/directory"
        method="get"
        onSubmit={handleSubmit}
      >
        <Field.Root flex="2">
          <Field.Label>What do you need?</Field.Label>
          <Input
            name="q"
            size="lg"
            placeholder="e.g. solar panels, heat pump, AL1 loft insulation"
          />
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>Where?</Field.Label>
          <PlaceInput name="location" size="lg" />
        </Field.Root>
        <Button type="submit" size="lg" px="8">
          <LuSearch /> Search
        </Button>
      </form>
    </Stack>
  );
}
