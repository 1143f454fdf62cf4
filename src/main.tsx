import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { wireOverrides } from './app/wireOverrides';
import { wireSession } from './app/wireSession';
import { initAuthState } from './auth/authState';
import { Bootstrap } from './Bootstrap';

// docs/produto.md §4: authentication at start-up is decided by whether a stored credential exists.
initAuthState();
// The features the generic parts call back: the HTTP client's re-authentication, the registers' override folders.
wireSession();
wireOverrides();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');
createRoot(root).render(
  <StrictMode>
    <Bootstrap />
  </StrictMode>,
);
