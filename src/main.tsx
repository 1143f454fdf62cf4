import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initAuthState } from './auth/authState';
import { Bootstrap } from './Bootstrap';

// SPEC §4: authentication at start-up is decided by whether a stored credential exists.
initAuthState();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');
createRoot(root).render(
  <StrictMode>
    <Bootstrap />
  </StrictMode>,
);
