// The least app the fixed stack can wake (README "Rendering and speed"): React 19 hydrating one
// Chakra v3 button, styled by a system with Chakra's tokens and only that button's recipe, under
// react-router. Built beside the real app by initial-load.test.ts, it is the floor under the
// budget there: what no cut in the app's own code can go below.
import {
  Button,
  ChakraProvider,
  createSystem,
  defaultBaseConfig,
  defineConfig,
} from '@chakra-ui/react';
import {
  breakpoints,
  buttonRecipe,
  globalCss,
  keyframes,
  semanticTokens,
  tokens,
} from '@chakra-ui/react/theme';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    globalCss,
    theme: { breakpoints, keyframes, tokens, semanticTokens, recipes: { button: buttonRecipe } },
  }),
);
// Plain calls rather than JSX: the scripts' tsconfig has no JSX setting.
const router = createBrowserRouter([
  { path: '*', element: createElement(Button, null, 'Switch to dark mode') },
]);
const root = document.getElementById('root');
if (root) {
  hydrateRoot(
    root,
    createElement(ChakraProvider, {
      value: system,
      // biome-ignore lint/correctness/noChildrenProp: ChakraProvider's props type requires them.
      children: createElement(RouterProvider, { router }),
    }),
  );
}
