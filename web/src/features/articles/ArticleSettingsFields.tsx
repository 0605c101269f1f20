import { Checkbox, Input, Stack } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';
import type { ArticleFieldErrors, ArticleFieldSetter, ArticleFormValues } from './articleForm';

interface ArticleSettingsFieldsProps {
  values: ArticleFormValues;
  errors: ArticleFieldErrors;
  onChange: ArticleFieldSetter;
  /** The hub's dialog requires an author (docs/product/public-site.md §5); the editor does not. */
  authorRequired?: boolean;
}

/** Author, read time and the Publish checkbox (unticked: the article is a draft). */
export function ArticleSettingsFields({
  values,
  errors,
  onChange,
  authorRequired = false,
}: ArticleSettingsFieldsProps) {
  return (
    <Stack gap="5">
      <FormField label="Author" error={errors.author} required={authorRequired}>
        <Input
          name="author"
          autoComplete="name"
          value={values.author}
          onChange={(event) => onChange('author', event.currentTarget.value)}
        />
      </FormField>
      <FormField label="Read Time" error={errors.readTime}>
        <Input
          name="readTime"
          value={values.readTime}
          onChange={(event) => onChange('readTime', event.currentTarget.value)}
        />
      </FormField>
      <Checkbox.Root
        checked={values.isPublished}
        onCheckedChange={(details) => onChange('isPublished', details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Publish Article</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
