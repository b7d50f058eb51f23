import { create } from 'zustand';
import { STORAGE_KEYS, readStorage, writeStorage } from '../config/storage-keys';

export type Device = 'desktop' | 'mobile';
export type ComponentSize = 'default' | 'medium' | 'small' | 'mini';
export const COMPONENT_SIZES: ComponentSize[] = ['default', 'medium', 'small', 'mini'];
/** Spec §9: the layout switches to mobile below this width. */
export const MOBILE_BREAKPOINT = 992;

interface AppState {
  sidebarOpened: boolean;
  /** A hidden sidebar (e.g. a full-screen page) is never toggled. */
  sidebarHidden: boolean;
  device: Device;
  size: ComponentSize;
  settingsOpen: boolean;
  searchOpen: boolean;
  toggleSidebar: () => void;
  closeSidebar: () => void;
  setSidebarHidden: (hidden: boolean) => void;
  setDevice: (device: Device) => void;
  setSize: (size: ComponentSize) => void;
  setSettingsOpen: (open: boolean) => void;
  setSearchOpen: (open: boolean) => void;
}

function initialSize(): ComponentSize {
  const stored = readStorage(STORAGE_KEYS.size);
  return COMPONENT_SIZES.includes(stored as ComponentSize) ? (stored as ComponentSize) : 'medium';
}

const initialDevice: Device = typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';

export const useAppStore = create<AppState>()((set, get) => ({
  // On mobile the sidebar is a drawer that starts closed.
  sidebarOpened: initialDevice === 'desktop' && readStorage(STORAGE_KEYS.sidebarStatus) !== '0',
  sidebarHidden: false,
  device: initialDevice,
  size: initialSize(),
  settingsOpen: false,
  searchOpen: false,
  toggleSidebar() {
    if (get().sidebarHidden) return;
    const opened = !get().sidebarOpened;
    if (get().device === 'desktop') writeStorage(STORAGE_KEYS.sidebarStatus, opened ? '1' : '0');
    set({ sidebarOpened: opened });
  },
  closeSidebar() {
    if (get().device === 'desktop') writeStorage(STORAGE_KEYS.sidebarStatus, '0');
    set({ sidebarOpened: false });
  },
  setSidebarHidden: (hidden) => set({ sidebarHidden: hidden }),
  setDevice(device) {
    if (device === get().device) return;
    // Entering mobile closes the drawer; back on desktop the stored state applies again.
    set({ device, sidebarOpened: device === 'mobile' ? false : readStorage(STORAGE_KEYS.sidebarStatus) !== '0' });
  },
  setSize(size) {
    writeStorage(STORAGE_KEYS.size, size);
    set({ size });
  },
  setSettingsOpen: (settingsOpen) => set({ settingsOpen }),
  setSearchOpen: (searchOpen) => set({ searchOpen }),
}));
