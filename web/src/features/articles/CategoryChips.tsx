import { Button, type ButtonProps, Wrap } from '@chakra-ui/react';

export interface CategoryChip<Value> {
  label: string;
  value: Value;
}

interface CategoryChipsProps<Value> {
  chips: readonly CategoryChip<Value>[];
  selected: Value;
  onSelect: (value: Value) => void;
  size: ButtonProps['size'];
  /** Names the row as a group, where no legend around it does. */
  groupLabel?: string;
}

/** A row of pressable category chips, one of them pressed: the hub's filter and the editor's picker. */
export function CategoryChips<Value>({
  chips,
  selected,
  onSelect,
  size,
  groupLabel,
}: CategoryChipsProps<Value>) {
  return (
    <Wrap gap="2" role={groupLabel ? 'group' : undefined} aria-label={groupLabel}>
      {chips.map((chip) => {
        const pressed = chip.value === selected;
        return (
          <Button
            key={chip.label}
            size={size}
            rounded="full"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onSelect(chip.value)}
          >
            {chip.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
