import { Button, Fieldset, Wrap } from '@chakra-ui/react';
import { type ArticleCategory, articleCategories } from '../../../../schema/catalogues';

interface CategoryPickerProps {
  value: ArticleCategory | '';
  onChange: (category: ArticleCategory) => void;
  error?: string;
  /** The editor titles its card instead, so the legend only needs to reach screen readers. */
  hideLegend?: boolean;
}

/** The article's one category, chosen by clicking a badge (spec §2). */
export function CategoryPicker({
  value,
  onChange,
  error,
  hideLegend = false,
}: CategoryPickerProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)} gap="1.5">
      <Fieldset.Legend srOnly={hideLegend} fontSize="sm" fontWeight="medium" color="fg" mb="1">
        Category
      </Fieldset.Legend>
      <Wrap gap="2">
        {articleCategories.map((category) => {
          const selected = category === value;
          return (
            <Button
              key={category}
              size="xs"
              rounded="full"
              variant={selected ? 'solid' : 'outline'}
              aria-pressed={selected}
              onClick={() => onChange(category)}
            >
              {category}
            </Button>
          );
        })}
      </Wrap>
      <Fieldset.ErrorText fontSize="xs">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
