import { Button, Card, chakra, Fieldset, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { type GrantMeasure, grantMeasureLabels, grantMeasures } from '#schema/grant-questions';
import { SelectField } from '../../components/SelectField';
import { grantQuestionNames, grantsSearch } from './grantParams';
import { grantQuestionTexts, grantTexts } from './grantTexts';

interface GrantQuestionsFormProps {
  /** The answers in the address, to start from. */
  params: URLSearchParams;
  measures: readonly GrantMeasure[];
}

/**
 * The questions as a plain GET form to /grants: without script it loads the server-rendered
 * result; with the app awake it goes there without a reload. Either way the answers end up in the
 * address, so a result can be shared and reopened (docs/product/public-site.md §10.9). Native
 * selects and checkboxes, so it works before (and without) any script.
 */
export function GrantQuestionsForm({ params, measures }: GrantQuestionsFormProps) {
  const navigate = useNavigate();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const answers = Object.fromEntries(
      grantQuestionNames.map((name) => [name, String(data.get(name) ?? '')]),
    );
    const chosen = data.getAll('measures').map(String);
    navigate(`/grants?${grantsSearch(answers, chosen)}#results`);
  }

  return (
    <Card.Root variant="outline" id="questions" scrollMarginTop="24">
      <Card.Body>
        <chakra.form method="get" action="/grants" onSubmit={handleSubmit}>
          <Stack gap="5">
            <Heading as="h2" size="lg">
              {grantTexts.questionsTitle}
            </Heading>
            {grantQuestionNames.map((name) => (
              <SelectField
                key={name}
                name={name}
                label={grantQuestionTexts[name].label}
                options={grantQuestionTexts[name].options}
                first={{ label: 'Choose an answer', disabled: true }}
                defaultValue={params.get(name) ?? ''}
                required
              />
            ))}
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="medium">{grantTexts.measuresLegend}</Fieldset.Legend>
              <Fieldset.HelperText>{grantTexts.measuresHint}</Fieldset.HelperText>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1" mt="2">
                {grantMeasures.map((measure) => (
                  <chakra.label
                    key={measure}
                    display="flex"
                    alignItems="center"
                    gap="3"
                    minH="11"
                    cursor="pointer"
                  >
                    <chakra.input
                      type="checkbox"
                      name="measures"
                      value={measure}
                      defaultChecked={measures.includes(measure)}
                      boxSize="5"
                      flexShrink="0"
                      accentColor="colorPalette.solid"
                    />
                    <Text as="span">{grantMeasureLabels[measure]}</Text>
                  </chakra.label>
                ))}
              </SimpleGrid>
            </Fieldset.Root>
            <Button type="submit" size="lg" alignSelf={{ base: 'stretch', sm: 'start' }}>
              {grantTexts.submit}
            </Button>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
