// The chat island's entry (web/src/components/chat/chatIslandHandle.ts): built apart from the app
// (scripts/build/islands.ts), it is React, Chakra and the chat alone. The page's wake script
// loads it at a press on a chat button before the app has loaded, and keeps that button in
// `__early.chat`.
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { chatIslandHostAttribute } from '#schema/chat-island';
import { appSystem } from '../app/system';
import { ChatIsland } from '../components/chat/ChatIsland';
import type { ChatIslandHandle } from '../components/chat/chatIslandHandle';

type Early = NonNullable<Window['__early']>;

/**
 * The app's system without its global styles: the page has them already (the shared style file,
 * docs/decisions/006), so the island inserts only the chat's own rules. Inserting them again
 * would restyle the whole page (on a 4×-slowed phone the island's one task took 1.25 s with
 * them), and would leave the app's provider, should it wake, unable to find the page's copy.
 */
const withoutGlobalStyles = (system: SystemContext): SystemContext => ({
  ...system,
  _global: [],
  layers: { ...system.layers, atRule: '' },
});

/** The next task: each step of waking is one of its own, so none holds the page for long. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start(early: Early) {
  // Building the system is the longest single step (about 0.2 s on a slow phone).
  await nextTask();
  const system = withoutGlobalStyles(appSystem());
  await nextTask();
  // The app was asked for meanwhile: the press is the app's to answer, held for it like any other
  // until it has taken the page over.
  if (early.woke) {
    const opener = early.chat;
    if (!opener) return;
    opener.style.removeProperty('cursor');
    if (early.ready) opener.click();
    else early.held.push(opener);
    return;
  }
  const host = document.createElement('div');
  host.setAttribute(chatIslandHostAttribute, '');
  document.body.append(host);
  const root = createRoot(host);
  const island = createRef<ChatIslandHandle>();
  const handle: ChatIslandHandle = {
    open: (opener) => island.current?.open(opener),
    handOver: () => {
      const state = island.current?.handOver() ?? null;
      root.unmount();
      host.remove();
      delete window.__chatIsland;
      if (!state) throw new Error('The chat island had not rendered.');
      return state;
    },
  };
  root.render(
    <ChakraProvider value={system}>
      <ChatIsland
        early={early}
        handle={island}
        onReady={() => {
          window.__chatIsland = handle;
        }}
      />
    </ChakraProvider>,
  );
}

if (window.__early) void start(window.__early);
