import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './shared/i18n/i18n';
import './styles/global.css';
import { App } from './app/app';

// In a stored language other than zh-CN, its messages arrive first: no text flashes in Chinese.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
