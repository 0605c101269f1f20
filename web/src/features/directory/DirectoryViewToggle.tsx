import { ButtonGroup, IconButton } from '@chakra-ui/react';
import { LuLayoutGrid, LuList } from 'react-icons/lu';
import type { DirectoryView } from '../../entities/tradesman/directoryView';

interface DirectoryViewToggleProps {
  view: DirectoryView;
  onChange: (view: DirectoryView) => void;
}

const options = [
  { view: 'list', label: 'List view', icon: <LuList /> },
  { view: 'cards', label: 'Card view', icon: <LuLayoutGrid /> },
] as const;

/** Switches between rows and cards; the pressed button is the current view. */
export function DirectoryViewToggle({ view, onChange }: DirectoryViewToggleProps) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Layout">
      {options.map((option) => (
        <IconButton
          key={option.view}
          aria-label={option.label}
          aria-pressed={view === option.view}
          variant={view === option.view ? 'subtle' : 'outline'}
          onClick={() => onChange(option.view)}
        >
          {option.icon}
        </IconButton>
      ))}
    </ButtonGroup>
  );
}
