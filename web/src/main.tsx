import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { announceLogOut } from './api/logOut';
import { App } from './app/App';
import { applyInitialColorMode } from './app/applyInitialColorMode';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to render into.');

applyInitialColorMode();
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
announceLogOut();
