import { ConfigProvider } from 'antd';
import { useSettingsStore } from './settings-store';

// Loaded on first use so the sign-in page does not ship antd. Until the themed shell mounts (and re-configures
// this with the full theme and locale), messages use the saved theme colour.
ConfigProvider.config({
  holderRender: (holder) => <ConfigProvider theme={{ token: { colorPrimary: useSettingsStore.getState().theme, borderRadius: 6 } }}>{holder}</ConfigProvider>,
});

export { message, notification, Modal } from 'antd';
