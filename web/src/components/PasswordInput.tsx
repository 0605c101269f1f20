import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

/** A password input with a show/hide toggle; put it inside a `Field.Root` for its label. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input {...props} type={isVisible ? 'text' : 'password'} />
    </InputGroup>
  );
}
