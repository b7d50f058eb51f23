import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './app/i18n-setup';
import { loadPublicConfig } from './shared/config/public-config-api';
import './styles/global.css';
import { Boot } from './app/boot';

// The server's switches (captcha, tenants) are asked for at once, beside the first screen's code.
void loadPublicConfig();

// In a stored language other than zh-CN, its messages arrive first: no text flashes in Chinese.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Boot />
    </StrictMode>,
  ),
);
