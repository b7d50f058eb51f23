import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MENU_ICON_NAMES, MenuIcon, loadMenuIcon } from './menu-icon';

describe('menu icons', () => {
  it('shows an empty 1em box, then the icon once its chunk is in', async () => {
    const { container } = render(<MenuIcon name="system" />);
    expect(container.querySelector('.menu-icon-loading')).not.toBeNull();
    const icon = await screen.findByRole('img', { name: 'setting' });
    expect(icon.classList.contains('menu-icon')).toBe(true);
    expect(container.querySelector('.menu-icon-loading')).toBeNull();
  });

  it('renders a loaded icon at once, and names sharing an icon share its chunk', async () => {
    const [people, peoples] = await Promise.all([loadMenuIcon('people'), loadMenuIcon('peoples')]);
    expect(people).toBe(peoples);
    const { container } = render(<MenuIcon name="people" />);
    expect(container.querySelector('.menu-icon-loading')).toBeNull();
    expect(screen.getByRole('img', { name: 'team' })).toBeTruthy();
  });

  it('marks an unknown name with a placeholder and reports it, without throwing', () => {
    const { container } = render(<MenuIcon name="no-such-icon" />);
    expect(container.querySelector('[data-missing-icon="no-such-icon"]')).not.toBeNull();
    expect(window.__missingMenuIcons).toContain('no-such-icon');
    expect(() => loadMenuIcon('no-such-icon')).toThrow("Cannot find module './no-such-icon.svg'");
  });

  it('renders nothing for no icon or "#", and every registry name loads', async () => {
    expect(render(<MenuIcon name="#" />).container.innerHTML).toBe('');
    expect(render(<MenuIcon name={null} />).container.innerHTML).toBe('');
    const icons = await Promise.all(MENU_ICON_NAMES.map((name) => loadMenuIcon(name)));
    expect(icons.every((icon) => typeof icon === 'function' || typeof icon === 'object')).toBe(true);
  });
});
