import { chakra, HStack, IconButton, Textarea } from '@chakra-ui/react';
import type { KeyboardEvent, RefObject, SubmitEvent } from 'react';
import { LuSendHorizontal } from 'react-icons/lu';

interface ChatInputProps {
  /** What is typed and not yet sent, kept by the conversation (useChat). */
  text: string;
  onChange: (text: string) => void;
  onSend: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The message box: Enter sends, Shift+Enter starts a new line, blank messages are ignored. */
export function ChatInput({ text, onChange, onSend: send, inputRef }: ChatInputProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  return (
    <chakra.form onSubmit={handleSubmit} borderTopWidth="1px" p="3">
      <HStack gap="2" align="end">
        <Textarea
          ref={inputRef}
          aria-label="Your message"
          placeholder="Ask about solar, heat pumps, grants…"
          rows={1}
          autoresize
          maxH="32"
          resize="none"
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
        />
        <IconButton type="submit" aria-label="Send message" rounded="full" disabled={!text.trim()}>
          <LuSendHorizontal />
        </IconButton>
      </HStack>
    </chakra.form>
  );
}
