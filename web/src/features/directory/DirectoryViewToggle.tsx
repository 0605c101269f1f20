import { ButtonGroup, IconButton } from '@chakra-ui/react';
import { LuLayoutGrid, LuList } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectoryView } from '../../entities/tradesman/directoryView';

interface DirectoryViewToggleProps {
  view: DirectoryView;
  /** The address of the same results in a layout (`?view=cards`). */
  pathOf: (view: DirectoryView) => string;
}

const options = [
  { view: 'list', label: 'List view', icon: <LuList /> },
  { view: 'cards', label: 'Card view', icon: <LuLayoutGrid /> },
] as const;

/**
 * Switches between rows and cards. Links, so the switch works before the app has loaded (the
 * Worker renders the layout the address names); in the app each replaces the address in place.
 * The current layout is marked `aria-current`.
 */
export function DirectoryViewToggle({ view, pathOf }: DirectoryViewToggleProps) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Layout">
      {options.map((option) => (
        <IconButton
          key={option.view}
          asChild
          aria-label={option.label}
          variant={view === option.view ? 'subtle' : 'outline'}
        >
          <RouterLink
            to={pathOf(option.view)}
            replace
            preventScrollReset
            aria-current={view === option.view ? 'true' : undefined}
          >
            {option.icon}
          </RouterLink>
        </IconButton>
      ))}
    </ButtonGroup>
  );
}
