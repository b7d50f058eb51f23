import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './app/i18n-setup';
import { provideMenuBadges } from './layout/menu-badges';
import { useAppMenuBadges } from './app/menu-badges';
import './styles/global.css';
import { App } from './app/app';

// The app fills the layout's registries before the first render.
provideMenuBadges(useAppMenuBadges);

// In a stored language other than zh-CN, its messages arrive first: no text flashes in Chinese.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
