import { Input, Stack, Textarea } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';
import type { ArticleFieldErrors, ArticleFieldSetter, ArticleFormValues } from './articleForm';

interface ArticleTextFieldsProps {
  values: ArticleFormValues;
  errors: ArticleFieldErrors;
  onChange: ArticleFieldSetter;
  /** Fifteen in the editor (docs/product/public-site.md §2.7); fewer in the hub's dialog. */
  contentRows: number;
}

/** Title, excerpt (three rows) and the body text of an article. */
export function ArticleTextFields({
  values,
  errors,
  onChange,
  contentRows,
}: ArticleTextFieldsProps) {
  return (
    <Stack gap="5">
      <FormField label="Title" error={errors.title} required>
        <Input
          name="title"
          value={values.title}
          onChange={(event) => onChange('title', event.currentTarget.value)}
          placeholder="e.g. How an air-source heat pump works"
        />
      </FormField>
      <FormField label="Excerpt" error={errors.excerpt}>
        <Textarea
          name="excerpt"
          rows={3}
          value={values.excerpt}
          onChange={(event) => onChange('excerpt', event.currentTarget.value)}
          placeholder="One or two sentences shown on the article's card."
        />
      </FormField>
      <FormField label="Content" error={errors.content} required>
        <Textarea
          name="content"
          rows={contentRows}
          value={values.content}
          onChange={(event) => onChange('content', event.currentTarget.value)}
          placeholder={'Separate paragraphs with a blank line.\n## A heading\n- A bullet point'}
          fontFamily="mono"
          fontSize="sm"
          lineHeight="tall"
        />
      </FormField>
    </Stack>
  );
}
