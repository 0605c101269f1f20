import { Button } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { logOut } from '../../api/logOut';

export function LogOutButton() {
  return (
    <Button variant="outline" size="sm" onClick={logOut}>
      <LuLogOut aria-hidden /> Log Out
    </Button>
  );
}
